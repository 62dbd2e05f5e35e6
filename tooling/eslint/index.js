// Base lint config for every TypeScript package: type-aware, strict, no escape hatches.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/** @param {{ tsconfigRootDir: string }} options */
export function baseConfig({ tsconfigRootDir }) {
  return tseslint.config(
    { ignores: ['dist/**', 'dist-server/**', 'coverage/**', 'node_modules/**', 'storybook-static/**'] },
    js.configs.recommended,
    ...tseslint.configs.strictTypeChecked,
    {
      languageOptions: {
        parserOptions: { projectService: { allowDefaultProject: ['eslint.config.js'] }, tsconfigRootDir },
      },
      rules: {
        '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
        '@typescript-eslint/consistent-type-imports': 'error',
        '@typescript-eslint/no-explicit-any': 'error',
      },
    },
    { files: ['**/*.js', '**/*.mjs'], ...tseslint.configs.disableTypeChecked },
    {
      files: ['**/*.test.ts', '**/testing/**'],
      rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
    },
  );
}
