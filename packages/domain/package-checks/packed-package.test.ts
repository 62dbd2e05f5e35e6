import { execFile } from 'node:child_process';
import { cpSync, copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packageDir, packageEntries } from './package-entries';

// Issue 18: "Works for teams on other stacks". The package as a registry would serve it (`pnpm
// pack`, which writes the catalog's ranges), installed by npm into a plain Node project outside
// the workspace, then imported as ESM and as CommonJS and type-checked under moduleResolution
// bundler, node16 and nodenext, first without zod (an optional peer: the rules must not need it),
// then with it (the schemas). The package has no other dependency; zod comes from the workspace's
// own install (a `file:` dependency, `npm install --offline`), so no registry is asked and the
// version is the lockfile's. The tarball is then linted by publint and @arethetypeswrong/cli.

const run = promisify(execFile);
const dir = fileURLToPath(packageDir);
const built = existsSync(new URL('dist/index.js', packageDir));
const resolveHere = createRequire(new URL('package.json', packageDir));
/** A dev dependency's bin script (node_modules/.bin holds shell shims): run with this node. */
function binOf(name: string, bin: string): string {
  const manifest = resolveHere.resolve(`${name}/package.json`);
  const bins = (JSON.parse(readFileSync(manifest, 'utf8')) as { bin: Record<string, string> }).bin;
  return join(dirname(manifest), bins[bin] ?? '');
}
const tsc = binOf('typescript', 'tsc');
const attw = binOf('@arethetypeswrong/cli', 'attw');

let work = '';
let tarball = '';
let consumer = '';

/** pnpm: the one running `pnpm test` (a script, or pnpm 12's own executable), else the one on PATH. */
function pnpm(args: string[]) {
  const execPath = process.env.npm_execpath ?? '';
  if (!/pnpm/.test(execPath)) return run('pnpm', args, { cwd: dir });
  return /\.[cm]?js$/.test(execPath) ? run(process.execPath, [execPath, ...args], { cwd: dir }) : run(execPath, args, { cwd: dir });
}

/** What a failed command printed: execFile's error carries its stdout and stderr. */
function printed(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const { stdout = '', stderr = '' } = error as Error & { stdout?: string; stderr?: string };
  return `${stdout}${stderr}` || error.message;
}

/** The workspace's installed copy of a dependency of this package (a real folder, not the pnpm link). */
const installed = (name: string) => realpathSync(join(dir, 'node_modules', name));

const npmInstall = (specs: string[] = []) =>
  run('npm', ['install', '--offline', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error', ...specs], { cwd: consumer });

/** Runs a consumer script with node and reads the JSON line it prints. */
async function node(script: string): Promise<Record<string, unknown>> {
  const { stdout } = await run(process.execPath, [script], { cwd: consumer });
  return JSON.parse(stdout) as Record<string, unknown>;
}

/** The export names of each entry, as the workspace's build has them. */
async function builtKeys(): Promise<Record<string, string[]>> {
  const keys: Record<string, string[]> = {};
  for (const entry of packageEntries()) {
    const module = (await import(new URL(entry.import.default, packageDir).href)) as Record<string, unknown>;
    keys[entry.name] = Object.keys(module).sort();
  }
  return keys;
}

const typecheck = (config: string) =>
  run(process.execPath, [tsc, '-p', config], { cwd: consumer }).catch((error: unknown) => {
    throw new Error(`tsc -p ${config} in a project that installed the tarball:\n${printed(error)}`);
  });

describe.runIf(built)('the packed package in a plain Node project', () => {
  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'domain-package-'));
    await pnpm(['pack', '--pack-destination', work]);
    const packed = readdirSync(work).find((file) => file.endsWith('.tgz'));
    if (packed === undefined) throw new Error(`pnpm pack wrote no tarball in ${work}`);
    tarball = join(work, packed);
    consumer = join(work, 'consumer');
    cpSync(fileURLToPath(new URL('consumer/', import.meta.url)), consumer, { recursive: true });
    // The README's examples, as a team would paste them: type-checked with the rest (tsconfig.*.json).
    cpSync(fileURLToPath(new URL('examples/', packageDir)), join(consumer, 'examples'), { recursive: true });
    // node16 and nodenext read a .ts file as CommonJS here (no "type": "module"), a .mts as ESM: both are checked.
    for (const file of ['rules-types', 'schemas-types']) copyFileSync(join(consumer, `${file}.ts`), join(consumer, `${file}.mts`));
    const manifest = JSON.parse(readFileSync(join(consumer, 'package.json'), 'utf8')) as Record<string, unknown>;
    manifest.dependencies = { '@app/domain': `file:${tarball}` };
    writeFileSync(join(consumer, 'package.json'), JSON.stringify(manifest, null, 2));
    await npmInstall();
  });

  afterAll(() => {
    if (work !== '') rmSync(work, { recursive: true, force: true });
  });

  it("without zod: imports every rule entry as ESM and as CommonJS, with the build's exports", async () => {
    const expected = await builtKeys();
    for (const script of ['rules.mjs', 'rules.cjs']) {
      const seen = await node(script);
      expect(seen, script).toEqual({
        domain: expected.index,
        time: expected.time,
        booking: expected.booking,
        search: expected.search,
        teachers: expected.teachers,
        call: true,
      });
    }
  });

  it('without zod: the rules, their .d.ts and the README examples type-check (moduleResolution bundler), and the schemas entry asks for zod', async () => {
    await typecheck('tsconfig.rules.json');
    await expect(node('schemas.mjs')).rejects.toThrow(/Cannot find package 'zod'/);
  });

  it('with zod: imports the schemas as ESM and as CommonJS', async () => {
    await npmInstall([`zod@file:${installed('zod')}`]);
    const expected = await builtKeys();
    for (const script of ['schemas.mjs', 'schemas.cjs']) {
      expect(await node(script), script).toEqual({ schemas: expected.schemas, call: true });
    }
  });

  // These skip checking the .d.ts files themselves (zod's are slow to check): the rules' are checked
  // above, and attw below resolves every import inside ours under node16 and bundler.
  it('with zod: every entry type-checks under moduleResolution bundler, node16 and nodenext (ESM and CommonJS files)', async () => {
    await Promise.all(['tsconfig.bundler.json', 'tsconfig.node16.json', 'tsconfig.nodenext.json'].map(typecheck));
  });

  it('passes publint (strict, suggestions included)', async () => {
    const bytes = readFileSync(tarball);
    const { messages, pkg } = await publint({
      pack: { tarball: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) },
      level: 'suggestion',
      strict: true,
    });
    expect(messages.map((message) => `${message.type}: ${formatMessage(message, pkg) ?? message.code}`)).toEqual([]);
  });

  it('passes @arethetypeswrong/cli for node16 (CJS and ESM) and bundler', async () => {
    // The node16 profile leaves out node10 (`moduleResolution: "node"`), which reads no "exports":
    // there only the package itself resolves (through "main" and "types"), not its subpaths.
    const result = await run(process.execPath, [attw, tarball, '--profile', 'node16', '--format', 'ascii']).catch((error: unknown) => {
      throw new Error(`attw found problems:\n${printed(error)}`);
    });
    expect(result.stdout).toContain('node16 (from ESM)');
  });
});

describe('the packed package', () => {
  it('has a build to pack', () => {
    expect(built, 'packages/domain/dist has no index.js: run `pnpm --filter @app/domain build` first (`pnpm check` does)').toBe(true);
  });
});
