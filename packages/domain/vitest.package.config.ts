import { defineProject } from 'vitest/config';

// The checks of the built package (dist/ and the tarball `pnpm pack` makes of it): what one import
// costs a bundle, the API report, and a plain Node project that installs the tarball. They read
// what `pnpm build` wrote and no zone matters to them, so `pnpm test` runs them once, in the UTC run.
export default defineProject({
  test: {
    name: 'domain-package',
    environment: 'node',
    include: ['package-checks/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
