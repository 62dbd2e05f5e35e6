// CommonJS: the schemas entry through require.
const schemas = require('@app/domain/schemas');

console.log(JSON.stringify({ schemas: Object.keys(schemas).sort(), call: schemas.KeywordSchema.safeParse('hola').success }));
