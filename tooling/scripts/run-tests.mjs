#!/usr/bin/env node
// Every test, once per machine zone: rules must not depend on the zone the process runs in.
// Prints one closing line "Tests: N passed, N failed" over all runs, so CI can read the count.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ZONES = ['UTC', 'Australia/Sydney'];
const extraArgs = process.argv.slice(2);
const dir = mkdtempSync(join(tmpdir(), 'vitest-'));
let passed = 0;
let failed = 0;
let exitCode = 0;

for (const zone of ZONES) {
  const outputFile = join(dir, `${zone.replace('/', '-')}.json`);
  console.log(`\n=== vitest with TZ=${zone} ===`);
  const run = spawnSync(
    'vitest',
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${outputFile}`, ...extraArgs],
    { stdio: 'inherit', env: { ...process.env, TZ: zone }, shell: false },
  );
  if (run.status !== 0) exitCode = run.status ?? 1;
  try {
    const report = JSON.parse(readFileSync(outputFile, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    if (report.numTotalTests === 0) {
      console.error(`No test ran with TZ=${zone}.`);
      exitCode = 1;
    }
  } catch {
    console.error(`vitest wrote no report with TZ=${zone}.`);
    exitCode = exitCode || 1;
  }
}
rmSync(dir, { recursive: true, force: true });
console.log(`\nTests: ${passed} passed, ${failed} failed`);
process.exit(exitCode);
