import { baseConfig } from '@app/eslint-config';
import { pureRules } from '@app/eslint-config/pure';

// The rules load no zod, so that importing one never costs a validation library: zod is imported
// by the schema files only (`*-schema.ts`, exported from @app/domain/schemas by schemas.ts), and no
// rule imports a schema file. This restates the pure rules' import ban with both added, since a
// later entry replaces a rule's options.
const [severity, { patterns }] = pureRules.rules['no-restricted-imports'];
const rulesLoadNoZod = {
  files: pureRules.files,
  ignores: [...pureRules.ignores, 'src/**/*-schema.ts', 'src/schemas.ts'],
  rules: {
    'no-restricted-imports': [
      severity,
      {
        patterns: [
          ...patterns,
          { group: ['zod', 'zod/*'], message: 'Rules load no zod: put the schema in a *-schema.ts file (README.md "Entries").' },
          {
            group: ['**/*-schema'],
            message: 'Rules load no zod: read the value with a plain check, tested against the schema (README.md "Entries").',
          },
        ],
      },
    ],
  },
};

export default [
  // A plain Node project of its own (package-checks/packed-package.test.ts installs the tarball there), checked by its own tsc runs.
  { ignores: ['package-checks/consumer/**'] },
  ...baseConfig({ tsconfigRootDir: import.meta.dirname }),
  pureRules,
  rulesLoadNoZod,
];
