// One `vitest run` at the root runs every package's tests.
export default [
  'packages/*/vitest.config.ts',
  'packages/domain/vitest.package.config.ts',
  'apps/*/vitest.config.ts',
  'tooling/*/vitest.config.js',
];
