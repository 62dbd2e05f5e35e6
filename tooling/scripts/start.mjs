#!/usr/bin/env node
// `pnpm start`: installs nothing, builds what is missing, then serves. Until the server app
// exists (apps/server), it builds the packages that do exist and says so.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const run = (cmd, args) => {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' } });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

run('turbo', ['run', 'build', '--output-logs=errors-only']);

const serverEntry = join(root, 'apps', 'server', 'dist', 'main.js');
if (existsSync(serverEntry)) {
  run('node', [serverEntry]);
} else {
  console.log('\nBuilt @app/domain (packages/domain/dist). The server and web app arrive with apps/server and apps/web;');
  console.log('until then there is nothing to serve. Run the tests with: npx -y pnpm@12.21.0 run check');
}
