import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const source = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    // Bundle the workspace packages from their sources, module by module: their dist files are one
    // module each, full of schema-building calls a bundler must keep, so every page would carry the
    // whole contract. From source, unused modules drop out (both packages are sideEffects: false)
    // and each route chunk carries only the schemas it uses.
    alias: {
      '@app/api': source('../../packages/api/src/index.ts'),
      '@app/domain': source('../../packages/domain/src/index.ts'),
    },
  },
  // `pnpm --filter @app/web dev` proxies the API to a running server (`pnpm start`, port 3000), so
  // the page and the API share one origin as in production (cookies are SameSite=Lax, same-origin).
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
  build: { target: 'es2022', sourcemap: true, manifest: true, reportCompressedSize: false },
});
