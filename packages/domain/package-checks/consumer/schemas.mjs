// ESM: the schemas entry, which loads zod.
import * as schemas from '@app/domain/schemas';

console.log(JSON.stringify({ schemas: Object.keys(schemas).sort(), call: schemas.KeywordSchema.safeParse('hola').success }));
