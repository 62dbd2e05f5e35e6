// One `vitest run` at the root runs every package's tests.
export default ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts', 'tooling/*/vitest.config.js'];
