import { baseConfig } from '@app/eslint-config';

export default [
  ...baseConfig({ tsconfigRootDir: import.meta.dirname }),
  {
    files: ['src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@app/server', '@app/web', 'react', 'react-dom', 'node:*'],
              message: '@app/api imports only @app/domain and zod, and runs in the browser and in Node.',
            },
          ],
        },
      ],
    },
  },
];
