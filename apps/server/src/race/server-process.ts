import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@app/api';

const SERVER_ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const SERVER_MAIN = join(SERVER_ROOT, 'dist', 'main.js');
/** What `pnpm start` runs: the build (one at a time across starts, all cached here), then the server. */
const START_SCRIPT = join(SERVER_ROOT, '..', '..', 'tooling', 'scripts', 'start.mjs');

/** Folders of test helpers, which never go into the build. */
const TEST_ONLY_FOLDERS = new Set(['race', 'testing']);

/** The newest modification time of the files under a folder that go into the build (not tests), in ms. */
function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!TEST_ONLY_FOLDERS.has(entry.name)) newest = Math.max(newest, newestMtime(path));
    } else if (!entry.name.endsWith('.test.ts')) newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

/**
 * The race suite runs the built server (`dist/main.js`), as `pnpm start` does. A missing or stale
 * build would test other code than the sources: say how to build instead.
 */
export function assertServerBuilt(): void {
  const hint = 'build it first: `pnpm build` or `turbo run build --filter=@app/server` (`pnpm check` builds before testing)';
  if (!existsSync(SERVER_MAIN)) throw new Error(`${SERVER_MAIN} is missing: ${hint}`);
  // The server's sources and those of the packages it runs (turbo builds those before it).
  const sources = Math.max(
    ...[
      join(SERVER_ROOT, 'src'),
      join(SERVER_ROOT, '..', '..', 'packages', 'domain', 'src'),
      join(SERVER_ROOT, '..', '..', 'packages', 'api', 'src'),
    ].map(newestMtime),
  );
  if (statSync(SERVER_MAIN).mtimeMs < sources) throw new Error(`${SERVER_MAIN} is older than the server sources: ${hint}`);
}

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => {
        resolve(port);
      });
    });
  });
}

export interface ServerProcess {
  readonly url: string;
  readonly port: number;
  /** Resolves once `/api/health` answers 200; rejects with the process's output if it exits first. */
  readonly ready: Promise<void>;
  /** SIGKILL: no shutdown, in-flight transactions are cut off. */
  kill9(): Promise<void>;
  /** SIGTERM, as a load balancer's drain would, and waits for the exit. */
  stop(): Promise<void>;
  /** What the process logged (warnings and errors: LOG_LEVEL=warn), to explain a failure. */
  log(): string;
}

/**
 * Starts a server the way `pnpm start` does (`tooling/scripts/start.mjs`: build what is missing,
 * then `dist/main.js`) on `port` against `databaseUrl`. It runs in a process group of its own, so
 * `kill9` takes the server down with its starter. turbo needs pnpm on PATH, as under `pnpm test`.
 */
export function startServerProcess({
  databaseUrl,
  port,
  env,
}: {
  databaseUrl: string;
  port: number;
  env: NodeJS.ProcessEnv;
}): ServerProcess {
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [START_SCRIPT], {
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      resolve(code);
    }),
  );

  const ready = (async () => {
    const deadline = Date.now() + 90_000;
    const child = { gone: false };
    void exited.then(() => (child.gone = true));
    while (Date.now() < deadline) {
      if (child.gone) throw new Error(`server on port ${port} exited before it was ready:\n${output}`);
      try {
        if ((await fetch(`${url}/api/health`)).status === 200) return;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`server on port ${port} was not ready within 90 s:\n${output}`);
  })();

  const running = () => child.exitCode === null && child.signalCode === null;
  const kill9 = async (): Promise<void> => {
    // The whole group: the starter and the server it waits for, with no chance to clean up.
    if (running() && child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
    await exited;
  };
  const stop = async (): Promise<void> => {
    // The starter passes it on to the server and exits when the server has shut down.
    if (running()) child.kill('SIGTERM');
    await exited;
  };
  return { url, port, ready, kill9, stop, log: () => output };
}

/** A request answered (status and parsed body), or lost: the connection failed (a killed process). */
export type Answer =
  { readonly lost: false; readonly status: number; readonly body: unknown } | { readonly lost: true; readonly error: string };

/** One HTTP call to a server process as a signed-in browser would make it (session cookie, CSRF header). */
export async function call(
  baseUrl: string,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  { sid, headers = {}, body }: { sid?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<Answer> {
  const h: Record<string, string> = { ...headers };
  if (sid) h.Cookie = `sid=${sid}`;
  if (method !== 'GET') h[CSRF_HEADER] = CSRF_HEADER_VALUE;
  if (body !== undefined) h['Content-Type'] = 'application/json';
  try {
    const res = await fetch(`${baseUrl}${path}`, { method, headers: h, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Not JSON: keep the text.
    }
    return { lost: false, status: res.status, body: parsed };
  } catch (error) {
    return { lost: true, error: String(error) };
  }
}
