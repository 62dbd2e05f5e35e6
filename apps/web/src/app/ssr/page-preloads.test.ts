// @vitest-environment node
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { pagePreloads } from './page-preloads';

function manifestFile(manifest: unknown): URL {
  const dir = mkdtempSync(join(tmpdir(), 'preloads-'));
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, '.vite/manifest.json'), JSON.stringify(manifest));
  return pathToFileURL(join(dir, '.vite/manifest.json'));
}

describe('pagePreloads', () => {
  const manifest = {
    'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js'] },
    '_react.js': { file: 'assets/react-2.js' },
    '_card.js': { file: 'assets/card-3.js', imports: ['_react.js', '_price.js'] },
    '_price.js': { file: 'assets/price-4.js' },
    'src/routes/topic-page.tsx': { file: 'assets/topic-page-5.js', isDynamicEntry: true, imports: ['_card.js', '_react.js'] },
  };

  it("lists the page's chunk and everything it imports that the entry does not already load", () => {
    const preloads = pagePreloads(manifestFile(manifest));
    expect(preloads('src/routes/topic-page.tsx')).toEqual(['/assets/topic-page-5.js', '/assets/card-3.js', '/assets/price-4.js']);
  });

  it('lists nothing for a module the build does not know, or without a build', () => {
    expect(pagePreloads(manifestFile(manifest))('src/routes/gone-page.tsx')).toEqual([]);
    expect(pagePreloads(new URL('file:///nowhere/.vite/manifest.json'))('src/routes/topic-page.tsx')).toEqual([]);
  });
});
