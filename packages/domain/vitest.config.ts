import { fileURLToPath } from 'node:url';
import { preset } from '@app/vitest-preset';
import { defineProject } from 'vitest/config';

// The README's examples (examples/*.ts) import the package by its name, as a team would; here that
// name is the source, so they run with the rules' own tests (src/readme-examples.test.ts).
export default defineProject({
  ...preset({ name: 'domain' }),
  resolve: { alias: [{ find: /^@app\/domain$/, replacement: fileURLToPath(new URL('src/index.ts', import.meta.url)) }] },
});
