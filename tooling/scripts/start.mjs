#!/usr/bin/env node
// `pnpm start`: installs nothing, builds what is missing (turbo cache), then serves web + API from
// apps/server on PORT. Run it through pnpm (`pnpm start`), which puts pnpm on PATH for turbo.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const run = (cmd, args) => {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' } });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

run('turbo', ['run', 'build', '--output-logs=errors-only']);

run('node', [join(root, 'apps', 'server', 'dist', 'main.js')]);
