#!/usr/bin/env node
// Every test: all unit and API suites in UTC, the zone-sensitive projects (rules, contract, web) once
// more in a zone with DST and a positive offset, then the browser tests once in headless Chromium
// against the real server. The UTC run includes the built @app/domain's checks (project
// domain-package: single-import sizes, API reports, the packed tarball); no zone matters to them. The server suites are not repeated: they take most of the time, and the
// server never reads the process zone (every zoned computation goes through @app/domain, which is).
// Prints one closing line "Tests: N passed, N failed" over all runs, so CI can read the count, and
// how many test files ran on PGlite, on PostgreSQL and in the browser (from the describe names
// "... [pglite]" / "... [postgres]" that src/testing/databases.ts gives, and the browser run). With
// CI=true a zero there fails the run: a missing PostgreSQL or Chromium is never a silent skip.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const RUNS = [
  { zone: 'UTC', projects: [] },
  { zone: 'Australia/Sydney', projects: ['domain', 'api', 'web'] },
];
const E2E_CONFIG = 'tooling/e2e/vitest.e2e.config.ts';
// Two test files at a time: vitest 3 runs one fewer than the cores (one, on CI's two), and the
// server suites spend much of their time waiting on PostgreSQL, on child server processes and on
// timers. Measured on 2 cores: the UTC run took 1,204 s with one worker and 764 s with two.
const UNIT_WORKERS = ['--maxWorkers=2', '--minWorkers=1'];
const extraArgs = process.argv.slice(2);
const dir = mkdtempSync(join(tmpdir(), 'vitest-'));
let passed = 0;
let failed = 0;
let brokenFiles = 0;
let exitCode = 0;
// Named again at the very end: CI keeps only the tail of the log, and a run's failures scroll far
// above it behind the later runs.
const failures = [];
const ranOn = { pglite: new Set(), postgres: new Set(), browser: new Set() };
const ran = (test) => test.status === 'passed' || test.status === 'failed';
/** An error's first lines, indented, without the frames of node and of the libraries. */
const firstLines = (text) =>
  String(text)
    .split('\n')
    .filter((line) => !/node_modules|node:internal|new Promise/.test(line))
    .slice(0, 12)
    .join('\n    ');

function runVitest({ label, env, args, outputFile, browser = false }) {
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
    for (const file of report.testResults ?? []) {
      const tests = (file.assertionResults ?? []).filter(ran);
      for (const test of tests.filter((t) => t.status === 'failed')) {
        failures.push(`${label}: ${file.name}\n  ${test.fullName}\n    ${firstLines((test.failureMessages ?? []).join('\n'))}`);
      }
      if (file.status === 'failed' && tests.every((t) => t.status !== 'failed')) {
        // A hook failed (a beforeAll): vitest skips the file's tests and counts no failed test.
        brokenFiles += 1;
        const message = file.message || 'a describe block’s hook: its error is under "Failed Suites" above';
        failures.push(`${label}: ${file.name}\n  (the file failed outside its tests)\n    ${firstLines(message)}`);
      }
      if (browser && tests.length > 0) ranOn.browser.add(file.name);
      for (const kind of ['pglite', 'postgres']) {
        if (tests.some((t) => (t.ancestorTitles ?? []).some((title) => title.endsWith(`[${kind}]`)))) ranOn[kind].add(file.name);
      }
    }
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
  runVitest({
    label,
    env: { TZ: zone },
    args: [...UNIT_WORKERS, ...only, ...extraArgs],
    outputFile: join(dir, `${zone.replace('/', '-')}.json`),
  });
}

const chromium = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => p && existsSync(p));
if (process.env.SKIP_E2E === '1') {
  console.log('\nBrowser tests were NOT run: SKIP_E2E=1.');
} else if (!chromium) {
  console.log('\nBrowser tests were NOT run: Chromium was not found.');
  console.log(
    '  Install it (Debian/Ubuntu: sudo apt-get install chromium) or set CHROME_PATH=/path/to/chromium, then run the tests again.',
  );
  console.log('  CI (.ci/run) installs it first, so there they always run.');
} else if (!existsSync('apps/web/dist/index.html')) {
  console.error('\nBrowser tests need the built web app (apps/web/dist): run `pnpm build` first (`pnpm check` does).');
  exitCode = exitCode || 1;
} else {
  runVitest({
    label: `browser tests in ${chromium}`,
    env: { CHROME_PATH: chromium },
    args: ['--config', E2E_CONFIG],
    outputFile: join(dir, 'e2e.json'),
    browser: true,
  });
}

rmSync(dir, { recursive: true, force: true });
console.log(
  `\nTest files run on PGlite: ${ranOn.pglite.size}, on PostgreSQL: ${ranOn.postgres.size}, in the browser: ${ranOn.browser.size}`,
);
if (process.env.CI === 'true' && extraArgs.length === 0) {
  for (const [where, files] of Object.entries(ranOn)) {
    if (files.size > 0) continue;
    console.error(
      `CI: no test file ran on ${where} (${where === 'postgres' ? 'is TEST_DATABASE_URL set and PostgreSQL up?' : where === 'browser' ? 'is Chromium installed, or SKIP_E2E set?' : 'see above'}).`,
    );
    exitCode = exitCode || 1;
  }
}
if (failures.length > 0) console.log(`\nFailed:\n${failures.join('\n\n')}`);
console.log(
  `\nTests: ${passed} passed, ${failed} failed${brokenFiles > 0 ? `, ${brokenFiles} test files failed outside their tests` : ''}`,
);
process.exit(exitCode);
