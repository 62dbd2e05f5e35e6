import { preset } from '@app/vitest-preset';

// Database suites start PGlite (seconds): give them room on a 2-core CI.
export default preset({ name: 'server', testTimeout: 30_000, hookTimeout: 60_000, setupFiles: ['./src/testing/setup.ts'] });
