import { baseConfig } from '@app/eslint-config';
import reactHooks from 'eslint-plugin-react-hooks';
import { featureZonesPlugin } from './eslint-feature-zones.js';

export default [
  ...baseConfig({ tsconfigRootDir: import.meta.dirname }),
  reactHooks.configs.flat['recommended-latest'] ?? reactHooks.configs['recommended-latest'],
  {
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    plugins: { web: featureZonesPlugin },
    rules: {
      'web/feature-zones': 'error',
      // A loader stops the navigation with React Router's response (`throw data(null, { status: 404 })`,
      // `throw redirect(...)`, a Response), not an Error.
      '@typescript-eslint/only-throw-error': [
        'error',
        {
          allow: [
            { from: 'package', package: 'react-router', name: 'DataWithResponseInit' },
            { from: 'lib', name: 'Response' },
          ],
        },
      ],
      // Components receive what @app/domain computed; they never read the clock themselves except through useNow().
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[object.name='process'][property.name='env']", message: 'The web app has no process.env.' },
      ],
    },
  },
];
