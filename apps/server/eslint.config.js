import { baseConfig } from '@app/eslint-config';

export default [
  ...baseConfig({ tsconfigRootDir: import.meta.dirname }),
  {
    files: ['src/**/*.ts'],
    ignores: ['src/env.ts', 'src/bench/**', 'src/**/*.test.ts', 'src/testing/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read configuration through src/env.ts only.',
        },
        // The test command runs the server suites in UTC only, so no server code may read the process zone.
        {
          selector: 'CallExpression[callee.property.name=/^(get|set)(FullYear|Month|Date|Day|Hours|Minutes|Seconds|Milliseconds)$/]',
          message: 'Local-zone Date methods depend on the process zone: use the UTC variant or @app/domain zoned helpers.',
        },
        { selector: "CallExpression[callee.property.name='getTimezoneOffset']", message: 'The server never reads the process zone.' },
      ],
    },
  },
];
