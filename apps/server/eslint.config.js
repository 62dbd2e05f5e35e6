import { baseConfig } from '@app/eslint-config';

export default [
  ...baseConfig({ tsconfigRootDir: import.meta.dirname }),
  {
    files: ['src/**/*.ts'],
    ignores: ['src/env.ts', 'src/bench/**', 'src/**/*.test.ts', 'src/testing/**'],
    rules: {
      'no-restricted-syntax': ['error', { selector: "MemberExpression[object.name='process'][property.name='env']", message: 'Read configuration through src/env.ts only.' }],
    },
  },
];
