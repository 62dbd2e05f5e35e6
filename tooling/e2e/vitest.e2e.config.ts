import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// One browser and one server per spec file, files one after another: the machine has 2 cores and
// each file starts its own seeded server. Run by tooling/scripts/run-tests.mjs after the unit runs.
export default defineConfig({
  // The runner starts vitest from the repository root; specs are found from this package.
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'e2e',
    include: ['src/specs/**/*.e2e.ts'],
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 120_000,
    environment: 'node',
  },
});
