import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as domain from './index';

// Frontend teams import this package and read nothing but its README: every runtime export must
// be documented there.
describe('packages/domain/README.md', () => {
  it('documents every runtime export', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const undocumented = Object.keys(domain).filter((name) => !new RegExp(`\\b${name}\\b`).test(readme));
    expect(undocumented).toEqual([]);
  });
});
