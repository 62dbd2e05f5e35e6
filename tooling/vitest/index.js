// Shared vitest settings: every package's tests are colocated as *.test.ts(x); browser
// specs (*.e2e.ts) are run by the e2e runner (tooling/e2e), never by the per-zone runs.
import { defineProject } from 'vitest/config';

/** @param {{ name: string, environment?: 'node' | 'happy-dom', testTimeout?: number, hookTimeout?: number, setupFiles?: string[], alsoInclude?: string[] }} options */
export function preset({ name, environment = 'node', testTimeout = 5_000, hookTimeout = 10_000, setupFiles = [], alsoInclude = [] }) {
  return defineProject({
    test: {
      name,
      environment,
      testTimeout,
      hookTimeout,
      setupFiles,
      include: ['src/**/*.test.ts', 'src/**/*.test.tsx', ...alsoInclude],
      exclude: ['**/node_modules/**', '**/dist/**', '**/*.e2e.ts'],
    },
  });
}
