// Shared vitest settings: every package's tests are colocated as *.test.ts; browser
// specs (*.e2e.ts) are run by the e2e runner, never by vitest.
import { defineProject } from 'vitest/config';

/** @param {{ name: string, environment?: 'node' | 'jsdom', testTimeout?: number, hookTimeout?: number }} options */
export function preset({ name, environment = 'node', testTimeout = 5_000, hookTimeout = 10_000 }) {
  return defineProject({
    test: {
      name,
      environment,
      testTimeout,
      hookTimeout,
      include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
      exclude: ['**/node_modules/**', '**/dist/**', '**/*.e2e.ts'],
    },
  });
}
