import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { packageDir, packageEntries } from './package-entries';

/**
 * Issue 18: "Importing one rule costs what that rule needs": a one-line import of any exported
 * function, bundled for the browser and minified, must stay under 5 KB gzip. luxon is left to the
 * app as the issue measures it (the rules import none; zones use Intl); zod is not left out: a rule
 * that loaded it would cost its full weight here.
 */
export const SINGLE_IMPORT_BUDGET = 5 * 1024;

const builtIndex = new URL('dist/index.js', packageDir);

/** Every exported function once, with the first entry (the package itself, then package.json's order) that exports it. */
async function exportedFunctions(): Promise<{ name: string; specifier: string }[]> {
  const seen = new Set<unknown>();
  const found: { name: string; specifier: string }[] = [];
  for (const entry of packageEntries()) {
    const module = (await import(new URL(entry.import.default, packageDir).href)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      if (typeof value !== 'function' || seen.has(value)) continue;
      seen.add(value);
      found.push({ name, specifier: entry.specifier });
    }
  }
  return found;
}

interface Measure {
  readonly name: string;
  readonly specifier: string;
  readonly minified: number;
  readonly gzip: number;
  readonly modules: number;
}

/** Bundles `import { name } from specifier` for each import at once, each to its own output, as an app's bundler would. */
async function measure(imports: readonly { name: string; specifier: string }[]): Promise<Measure[]> {
  const byName = new Map(imports.map((i) => [i.name, i]));
  const oneLineImports: Plugin = {
    name: 'one-line-imports',
    setup(b) {
      b.onResolve({ filter: /^import:/ }, (args) => ({ path: args.path.slice('import:'.length), namespace: 'import' }));
      b.onLoad({ filter: /.*/, namespace: 'import' }, (args) => {
        const wanted = byName.get(args.path);
        return { contents: `export { ${args.path} } from '${wanted?.specifier ?? ''}';`, resolveDir: fileURLToPath(packageDir) };
      });
    },
  };
  const result = await build({
    entryPoints: imports.map(({ name }) => ({ in: `import:${name}`, out: name })),
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    external: ['luxon'],
    outdir: 'out',
    write: false,
    metafile: true,
    logLevel: 'silent',
    plugins: [oneLineImports],
  });
  const outputs = result.metafile.outputs;
  return result.outputFiles.map((file) => {
    const name = file.path.replace(/^.*[\\/]/, '').replace(/\.js$/, '');
    const output = Object.entries(outputs).find(([path]) => path.endsWith(`/${name}.js`))?.[1];
    return {
      name,
      specifier: byName.get(name)?.specifier ?? '',
      minified: file.contents.length,
      gzip: gzipSync(file.contents, { level: 9 }).length,
      modules: Object.keys(output?.inputs ?? {}).length,
    };
  });
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function table(rows: readonly Measure[]): string {
  const lines = rows.map(
    (r) =>
      `  ${r.name.padEnd(36)} ${r.specifier.padEnd(22)} ${kb(r.minified).padStart(9)} ${kb(r.gzip).padStart(9)} ${String(r.modules).padStart(5)}`,
  );
  return [
    `  ${'function'.padEnd(36)} ${'from'.padEnd(22)} ${'minified'.padStart(9)} ${'gzip'.padStart(9)} ${'files'.padStart(5)}`,
    ...lines,
  ].join('\n');
}

describe('what one import costs (esbuild, browser, minified, luxon external, from dist/)', () => {
  it('has a build to measure', () => {
    expect(
      existsSync(builtIndex),
      'packages/domain/dist has no index.js: run `pnpm --filter @app/domain build` first (`pnpm check` does)',
    ).toBe(true);
  });

  it.runIf(existsSync(builtIndex))('sees zod when an import loads it: one schema costs more than the budget', async () => {
    const [schema] = await measure([{ name: 'KeywordSchema', specifier: '@app/domain/schemas' }]);
    expect(schema?.gzip).toBeGreaterThan(SINGLE_IMPORT_BUDGET);
  });

  it.runIf(existsSync(builtIndex))('keeps every exported function under 5 KB gzip, imported alone', async () => {
    const imports = await exportedFunctions();
    const rows = (await measure(imports)).sort((a, b) => b.gzip - a.gzip);
    console.log(
      `The ten heaviest of ${rows.length} single-function imports (budget ${kb(SINGLE_IMPORT_BUDGET)} gzip):\n${table(rows.slice(0, 10))}`,
    );
    expect(rows).toHaveLength(imports.length);
    expect(rows.length).toBeGreaterThan(300);
    const over = rows.filter((r) => r.gzip > SINGLE_IMPORT_BUDGET).map((r) => `${r.name} ${kb(r.gzip)}`);
    expect(over, 'single-function imports over 5 KB gzip: keep zod and large tables out of the rule path (README.md "Entries")').toEqual(
      [],
    );
  });
});
