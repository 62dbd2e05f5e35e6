// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { markSchemasPure } from './pure-schemas';

describe('markSchemasPure: top-level schema constants become droppable', () => {
  it('wraps constants named for a schema and any top-level z. chain, exported or not', () => {
    const code = [
      "import { z } from 'zod';",
      'export const ThingSchema = z.object({ a: z.string() });',
      'const cents = z.number().int().nonnegative();',
      'const names = z\n  .array(z.string());',
      'export const KEY = "k";',
      'const list = [1, 2].map((n) => n * 2);',
      'export function f() { const inner = z.string(); return inner; }',
    ].join('\n');
    const out = markSchemasPure(code, 'x.ts');
    expect(out).toContain('export const ThingSchema = /* @__PURE__ */ (() => (z.object({ a: z.string() })))();');
    expect(out).toContain('const cents = /* @__PURE__ */ (() => (z.number().int().nonnegative()))();');
    expect(out).toContain('const names = /* @__PURE__ */ (() => (z\n  .array(z.string())))();');
    expect(out).toContain('export const KEY = "k";');
    expect(out).toContain('const list = [1, 2].map((n) => n * 2);');
    expect(out).toContain('const inner = z.string();');
  });
});
