// The purity rules are the only thing that keeps clocks, randomness and IO out of @app/domain;
// prove each one fires, and that ordinary code with explicit instants passes.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { pureRules } from './pure.js';

const eslint = new ESLint({
  overrideConfigFile: true,
  overrideConfig: [{ ...pureRules, files: ['**/*.js'], ignores: [] }],
});

async function messagesFor(code) {
  const [result] = await eslint.lintText(code, { filePath: 'src/rule.js' });
  return result.messages.map((m) => m.ruleId);
}

describe('purity lint rules for packages/domain', () => {
  it.each([
    ['Date.now()', 'no-restricted-syntax'],
    ['new Date()', 'no-restricted-syntax'],
    ['DateTime.now()', 'no-restricted-syntax'],
    ['DateTime.local()', 'no-restricted-syntax'],
    ['Math.random()', 'no-restricted-syntax'],
    ['process.env.X', 'no-restricted-syntax'],
    ['fetch("/x")', 'no-restricted-globals'],
    ['localStorage.getItem("x")', 'no-restricted-globals'],
  ])('refuses %s', async (expr, rule) => {
    expect(await messagesFor(`export const x = ${expr};`)).toEqual([rule]);
  });

  it.each(['node:fs', 'fs', 'react', 'react-dom/client', '@app/api', '@app/server', 'pg', '@electric-sql/pglite', 'hono'])(
    'refuses importing %s',
    async (mod) => {
      expect(await messagesFor(`import x from '${mod}';\nexport { x };`)).toEqual(['no-restricted-imports']);
    },
  );

  it('allows instants that are passed in, and luxon/zod', async () => {
    const code = [
      "import { DateTime } from 'luxon';",
      "import { z } from 'zod';",
      'export const a = new Date(0);',
      'export const b = DateTime.local(2020, 1, 1);',
      "export const c = DateTime.fromMillis(0, { zone: 'UTC' });",
      'export const d = z.string();',
    ].join('\n');
    expect(await messagesFor(code)).toEqual([]);
  });
});
