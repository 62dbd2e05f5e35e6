import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { packageDir, packageEntries } from './package-entries';

// Issue 18: "A public API that changes only on purpose". etc/ holds one API Extractor report per
// entry; a change to the built surface that the commit does not carry in etc/ fails here.
describe('the public API reports (etc/*.api.md) match the built .d.ts', () => {
  it('has a report for every entry of package.json "exports"', () => {
    const missing = packageEntries()
      .map((entry) => `etc/${entry.name === 'index' ? 'domain' : `domain-${entry.name}`}.api.md`)
      .filter((report) => !existsSync(new URL(report, packageDir)));
    expect(missing).toEqual([]);
  });

  it.runIf(existsSync(new URL('dist/index.d.ts', packageDir)))('finds no difference (scripts/api-report.mjs)', () => {
    const run = spawnSync(process.execPath, ['scripts/api-report.mjs'], { cwd: fileURLToPath(packageDir), encoding: 'utf8' });
    expect(run.status, `${run.stdout}${run.stderr}`).toBe(0);
  });
});
