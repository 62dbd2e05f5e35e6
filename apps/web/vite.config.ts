import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { deferHydration } from './build/defer-hydration';
import { precompress } from './build/precompress';
import { pureSchemasPlugin } from './build/pure-schemas';
import { browserEndpointsPlugin } from './build/browser-endpoints';

const source = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// react-router 7 maps every import condition to its development build (dev-only warnings and
// checks, ~5 KB gzip more on every page); the production build ships beside it in the package.
const reactRouterDist = join(dirname(createRequire(import.meta.url).resolve('react-router')), '..');
const reactRouterProduction = [
  { find: /^react-router$/, replacement: join(reactRouterDist, 'production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(reactRouterDist, 'production/dom-export.mjs') },
];

// `vite build --ssr src/entry-server.tsx` builds the server renderer into dist-server/ (never served:
// the server loads it, README "Server rendering"); its dependencies stay in node_modules.
export default defineConfig(({ command, isSsrBuild }) => ({
  // The renderer carries its own production React and libraries: the server loads one file (with its
  // chunks), whatever NODE_ENV it runs with, and React's development build would double render time.
  ...(isSsrBuild
    ? { ssr: { noExternal: true, target: 'node' as const }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } }
    : {}),
  plugins: [
    react(),
    tailwindcss(),
    browserEndpointsPlugin(),
    pureSchemasPlugin(),
    ...(isSsrBuild ? [] : [deferHydration(), precompress()]),
  ],
  resolve: {
    // Bundle the workspace packages from their sources, module by module: @app/api's dist file is one
    // module, full of schema-building calls a bundler must keep, so every page would carry the whole
    // contract. From source, unused modules drop out (both packages are sideEffects: false), each
    // route chunk carries only the schemas it uses (pureSchemasPlugin), and the dev server reloads an
    // edited rule without a package build. (@app/domain's dist is one module per file as well.)
    alias: [
      { find: '@app/api', replacement: source('../../packages/api/src/index.ts') },
      // @app/domain's entries (packages/domain/package.json "exports"), each from its source file.
      { find: /^@app\/domain$/, replacement: source('../../packages/domain/src/index.ts') },
      { find: /^@app\/domain\/schemas$/, replacement: source('../../packages/domain/src/schemas.ts') },
      { find: /^@app\/domain\/(time|booking|search|teachers)$/, replacement: source('../../packages/domain/src/$1/index.ts') },
      ...(command === 'build' ? reactRouterProduction : []),
    ],
  },
  // `pnpm --filter @app/web dev` proxies the API to a running server (`pnpm start`, port 3000), so
  // the page and the API share one origin as in production (cookies are SameSite=Lax, same-origin).
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
  build: isSsrBuild
    ? { outDir: 'dist-server', target: 'node20', sourcemap: true, copyPublicDir: false, reportCompressedSize: false }
    : {
        target: 'es2022',
        // Every browser the build targets but Safari before 17 has modulepreload; there the links are
        // ignored and the chunks load when imported. Vite's polyfill was 0.4 KB gzip on every first load.
        modulePreload: { polyfill: false },
        sourcemap: true,
        manifest: true,
        reportCompressedSize: false,
        rolldownOptions: {
          // Entries are the page and its route chunks, never imported by anyone else: their exports
          // may be reshaped, which inlining common chunks needs.
          preserveEntrySignatures: false,
          output: {
            codeSplitting: {
              // Small shared chunks are copied into the chunks that use them: without this the
              // landing loaded 37 files (185 of 222 chunks were under 2 KB gzip), each a round trip on
              // a phone; with it 7, and 4 KB less in all. The size is of the modules' source, before
              // minifying (README "Speed").
              experimentalInlineCommonChunks: { maxSize: 16_000 },
              groups: [
                // zod in a chunk of its own, named for what it is: only the pages that parse a stored or
                // served record load it, and the bundle budget counts it once (src/bundle-budget.test.ts).
                { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/ },
                // Everything the entry imports (React, the router, the shell) in one file: split by
                // which routes share them, the landing's shell was five files and 4 KB gzip more
                // (each file's own imports, exports and compression dictionary).
                { name: 'shell', tags: ['$initial'] },
              ],
            },
          },
        },
      },
}));
