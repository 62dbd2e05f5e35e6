// Shared vitest settings: every package's tests are colocated as *.test.ts; browser
// specs (*.e2e.ts) are run by the e2e runner, never by vitest.
import { defineProject } from 'vitest/config';

/** @param {{ name: string, environment?: 'node' | 'jsdom' }} options */
export function preset({ name, environment = 'node' }) {
  return defineProject({
    test: {
      name,
      environment,
      include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
      exclude: ['**/node_modules/**', '**/dist/**', '**/*.e2e.ts'],
    },
  });
}
