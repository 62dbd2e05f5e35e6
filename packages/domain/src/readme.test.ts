import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as domain from './index';
import * as schemas from './schemas';

// Frontend teams import this package and read its README and the guides it links: every runtime
// export must be documented there, the rules' and the schemas' (@app/domain/schemas; the area entries
// are parts of @app/domain). The README is a short map; the reference tables live in docs/.
const readmeUrl = new URL('../README.md', import.meta.url);
const readme = readFileSync(readmeUrl, 'utf8');
const linkedGuides = [...new Set([...readme.matchAll(/\]\(([^)#\s]+\.md)(?:#[^)]*)?\)/g)].map((match) => match[1]!))].map(
  (path) => new URL(path, readmeUrl),
);

describe('packages/domain/README.md', () => {
  it('links guides that exist', () => {
    expect(linkedGuides.length).toBeGreaterThan(0);
    expect(linkedGuides.filter((url) => !existsSync(url)).map((url) => url.pathname)).toEqual([]);
  });

  it('documents every runtime export, itself or in a guide it links', () => {
    const documented = [readme, ...linkedGuides.filter((url) => existsSync(url)).map((url) => readFileSync(url, 'utf8'))].join('\n');
    const undocumented = [...Object.keys(domain), ...Object.keys(schemas)].filter((name) => !new RegExp(`\\b${name}\\b`).test(documented));
    expect(undocumented).toEqual([]);
  });
});
