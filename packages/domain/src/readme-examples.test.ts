import { readdirSync, readFileSync } from 'node:fs';
import { inspect } from 'node:util';
import { describe, expect, it, vi } from 'vitest';

// Issue 18: the README's first screen shows three common uses as examples a team can run. Each is a
// file of examples/ (type-checked with the package, and in packed-package.test.ts as a team's code);
// here each must appear whole in the README before its reference part, and print what its `// →`
// comments say.
const examplesDir = new URL('../examples/', import.meta.url);
const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const examples = readdirSync(examplesDir)
  .filter((file) => file.endsWith('.ts'))
  .sort();
const source = (file: string) => readFileSync(new URL(file, examplesDir), 'utf8');

/** The expected output of each `console.log(...); // → expected` line, in order. */
function expectedOutputs(text: string): string[] {
  return [...text.matchAll(/^console\.log\(.*\); \/\/ → (.*)$/gm)].map((match) => match[1] ?? '');
}

describe('the README examples (examples/*.ts)', () => {
  it('are three, each shown whole in a ts block of the first screen (before "## Entries")', () => {
    expect(examples).toHaveLength(3);
    const firstScreen = readme.slice(0, readme.indexOf('\n## Entries'));
    const blocks = [...firstScreen.matchAll(/```ts\n([\s\S]*?)```/g)].map((match) => match[1]);
    expect(examples.filter((file) => !blocks.includes(source(file)))).toEqual([]);
  });

  it.each(examples)('%s prints what its comments say', async (file) => {
    const expected = expectedOutputs(source(file));
    const printed: unknown[] = [];
    const log = vi.spyOn(console, 'log').mockImplementation((value: unknown) => {
      printed.push(value);
    });
    try {
      await import(`../examples/${file}`);
    } finally {
      log.mockRestore();
    }
    expect(expected.length).toBeGreaterThan(0);
    expect(printed.map((value) => inspect(value, { breakLength: Infinity, depth: null }))).toEqual(expected);
  });
});
