#!/usr/bin/env node
// Every test: all unit and API suites in UTC, the zone-sensitive projects (rules, contract, web) once
// more in a zone with DST and a positive offset, then the browser tests once in headless Chromium
// against the real server. The server suites are not repeated: they take most of the time, and the
// server never reads the process zone (every zoned computation goes through @app/domain, which is).
// Prints one closing line "Tests: N passed, N failed" over all runs, so CI can read the count.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const RUNS = [
  { zone: 'UTC', projects: [] },
  { zone: 'Australia/Sydney', projects: ['domain', 'api', 'web'] },
];
const E2E_CONFIG = 'tooling/e2e/vitest.e2e.config.ts';
const extraArgs = process.argv.slice(2);
const dir = mkdtempSync(join(tmpdir(), 'vitest-'));
let passed = 0;
let failed = 0;
let exitCode = 0;

function runVitest({ label, env, args, outputFile }) {
  console.log(`\n=== ${label} ===`);
  const run = spawnSync('vitest', ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${outputFile}`, ...args], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
    shell: false,
  });
  if (run.status !== 0) exitCode = run.status ?? 1;
  try {
    const report = JSON.parse(readFileSync(outputFile, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    if (report.numTotalTests === 0) {
      console.error(`No test ran (${label}).`);
      exitCode = 1;
    }
  } catch {
    console.error(`vitest wrote no report (${label}).`);
    exitCode = exitCode || 1;
  }
}

for (const { zone, projects } of RUNS) {
  const only = extraArgs.length > 0 ? [] : projects.flatMap((name) => ['--project', name]);
  const label = `vitest with TZ=${zone}${projects.length > 0 ? ` (${projects.join(', ')})` : ''}`;
  runVitest({ label, env: { TZ: zone }, args: [...only, ...extraArgs], outputFile: join(dir, `${zone.replace('/', '-')}.json`) });
}

const chromium = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => p && existsSync(p));
if (process.env.SKIP_E2E === '1') {
  console.log('\nBrowser tests were NOT run: SKIP_E2E=1.');
} else if (!chromium) {
  console.log('\nBrowser tests were NOT run: Chromium was not found.');
  console.log('  Install it (Debian/Ubuntu: sudo apt-get install chromium) or set CHROME_PATH=/path/to/chromium, then run the tests again.');
  console.log('  CI (.ci/run) installs it first, so there they always run.');
} else if (!existsSync('apps/web/dist/index.html')) {
  console.error('\nBrowser tests need the built web app (apps/web/dist): run `pnpm build` first (`pnpm check` does).');
  exitCode = exitCode || 1;
} else {
  runVitest({ label: `browser tests in ${chromium}`, env: { CHROME_PATH: chromium }, args: ['--config', E2E_CONFIG], outputFile: join(dir, 'e2e.json') });
}

rmSync(dir, { recursive: true, force: true });
console.log(`\nTests: ${passed} passed, ${failed} failed`);
process.exit(exitCode);
