import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { main: 'src/main.ts', 'bench-api': 'src/bench/bench-api.ts', 'bench-server': 'src/bench/bench-server.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  clean: true,
  // autocannon runs workers from its own files: load it from node_modules, never bundle it.
  external: ['autocannon'],
});
