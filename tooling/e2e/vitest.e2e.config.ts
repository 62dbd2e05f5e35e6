import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// One browser and one server per spec file, two files at a time (vitest's default on CI's 2 cores is
// one). A file is mostly its own server's PGlite start and demo seeding (about 9 s of CPU) and
// waits on Chromium; one after another the 29 files took 843 s on CI and used about one core.
// Each file's server listens on a port of its own and seeds its own in-memory database, so files
// share nothing; memory holds two (about 1.5 GB per file for PGlite plus Chromium).
// Run by tooling/scripts/run-tests.mjs after the unit runs.
export default defineConfig({
  // The runner starts vitest from the repository root; specs are found from this package.
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'e2e',
    include: ['src/specs/**/*.e2e.ts'],
    fileParallelism: true,
    maxWorkers: 2,
    minWorkers: 1,
    testTimeout: 90_000,
    // Two files start their servers at once: on a busy 2-core machine seeding took over 120 s.
    hookTimeout: 240_000,
    environment: 'node',
  },
});
