// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { type ClientManifest, routeChunks } from './route-chunks';

const MANIFEST: ClientManifest = {
  'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_runtime.js', '_react.js'] },
  '_runtime.js': { file: 'assets/runtime-b.js' },
  '_react.js': { file: 'assets/react-c.js', imports: ['_runtime.js'] },
  'src/routes/landing-page.tsx': { file: 'assets/landing-page-d.js', imports: ['_runtime.js', '_react.js', '_cards.js'] },
  '_cards.js': { file: 'assets/cards-e.js', imports: ['_react.js'] },
  'src/i18n/en/index.ts': { file: 'assets/en-f.js', imports: ['_runtime.js'] },
};

describe('routeChunks', () => {
  it("lists the modules' files and their imports that the entry does not load already", () => {
    expect(routeChunks(MANIFEST, ['src/routes/landing-page.tsx', 'src/i18n/en/index.ts'])).toEqual([
      '/assets/landing-page-d.js',
      '/assets/cards-e.js',
      '/assets/en-f.js',
    ]);
  });

  it('gives nothing for a module the build does not know', () => {
    expect(routeChunks(MANIFEST, ['src/routes/no-such-page.tsx'])).toEqual([]);
  });
});
