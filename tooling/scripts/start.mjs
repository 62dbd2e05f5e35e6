#!/usr/bin/env node
// `pnpm start`: installs nothing, builds what is missing (turbo cache), then serves web + API from
// apps/server on PORT. Run it through pnpm (`pnpm start`), which puts pnpm on PATH for turbo.
// Several may start at once on one machine (two ports, one DATABASE_URL, see docs/concurrency-and-locks.md
// "Several processes"): the build step is one at a time, or one start's tsup would empty
// apps/server/dist while the other is about to run it. After the first, turbo finds everything
// cached and leaves the files alone.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const BUILD_LOCK = join(root, 'node_modules', '.cache', 'app-start-build.lock');
/** A lock older than this is a start that hung or was killed before it could remove it. */
const BUILD_LOCK_STALE_MS = 15 * 60_000;

const sleep = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
const isAlive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Runs `build` holding a lock directory (mkdir is atomic); waits while another live start holds it. */
function withBuildLock(build) {
  mkdirSync(dirname(BUILD_LOCK), { recursive: true });
  const since = Date.now();
  for (;;) {
    try {
      mkdirSync(BUILD_LOCK);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    let holder = 0;
    try {
      holder = Number(readFileSync(join(BUILD_LOCK, 'pid'), 'utf8'));
    } catch {
      // Just taken: its holder has not written its pid yet.
    }
    if ((holder > 0 && !isAlive(holder)) || Date.now() - since > BUILD_LOCK_STALE_MS) rmSync(BUILD_LOCK, { recursive: true, force: true });
    else sleep(200);
  }
  writeFileSync(join(BUILD_LOCK, 'pid'), String(process.pid));
  try {
    return build();
  } finally {
    rmSync(BUILD_LOCK, { recursive: true, force: true });
  }
}

const built = withBuildLock(() =>
  spawnSync('turbo', ['run', 'build', '--output-logs=errors-only'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
  }),
);
if (built.status !== 0) process.exit(built.status ?? 1);

// The server runs as a child that this process waits for; a stop signal sent to this process (a
// process manager's, or pnpm's) is passed on, so the server shuts down cleanly and we exit with it.
const server = spawn(process.execPath, [join(root, 'apps', 'server', 'dist', 'main.js')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
