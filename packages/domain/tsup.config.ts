import { defineConfig, type Options } from 'tsup';

/** The package's entries (package.json "exports"): the rules, four areas of them, and the zod schemas. */
const ENTRIES = {
  index: 'src/index.ts',
  'time/index': 'src/time/index.ts',
  'booking/index': 'src/booking/index.ts',
  'search/index': 'src/search/index.ts',
  'teachers/index': 'src/teachers/index.ts',
  schemas: 'src/schemas.ts',
};

type EsbuildPlugin = NonNullable<Options['esbuildPlugins']>[number];

/**
 * One output module per source file: each file is its own entry, and its imports of other files
 * stay imports (of the built file, `.js` or `.cjs` beside it). A bundler that imports one rule then
 * reads only the files that rule needs; with `sideEffects: false` it skips every other file of an
 * entry's re-exports, which a single bundled file cannot offer (README.md "Entries").
 */
const oneModulePerFile: EsbuildPlugin = {
  name: 'one-module-per-file',
  setup(build) {
    const extension = build.initialOptions.format === 'cjs' ? '.cjs' : '.js';
    build.onResolve({ filter: /^\.\.?\// }, (args) =>
      args.kind === 'entry-point' ? undefined : { path: `${args.path}${extension}`, external: true },
    );
  },
};

export default defineConfig([
  {
    entry: ['src/**/*.ts', '!src/**/*.test.ts', '!src/testing/**'],
    format: ['esm', 'cjs'],
    esbuildPlugins: [oneModulePerFile],
    sourcemap: true,
    clean: true,
    treeshake: false,
    target: 'es2022',
  },
  {
    // Types per entry: they cost a bundle nothing, and one file per entry is what a report of the
    // public surface (api-extractor, etc/) and every moduleResolution read best.
    entry: ENTRIES,
    format: ['esm', 'cjs'],
    dts: { only: true, compilerOptions: { rootDir: './src', ignoreDeprecations: '6.0' } },
    target: 'es2022',
  },
]);
