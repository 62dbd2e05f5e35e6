// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { parseSync } from 'vite';
import { describe, expect, it } from 'vitest';
import { browserEndpoints } from './browser-endpoints';
import { markSchemasPure } from './pure-schemas';

const endpointsDir = new URL('../../../packages/api/src/endpoints/', import.meta.url);

describe('browserEndpoints (browser build only)', () => {
  it('keeps method, path and paging and cuts the rest, last property and trailing comma included', () => {
    const code =
      "export const a = defineEndpoint({\n  method: 'GET',\n  path: '/v1/a',\n  summary: 'x',\n  query: Q.extend({ b: z.string() }),\n  response: R,\n});";
    expect(browserEndpoints(code, 'a.ts')).toBe("export const a = defineEndpoint({\n  method: 'GET',\n  path: '/v1/a',\n  \n});");
  });

  it('every endpoint file of the contract: parses afterwards, each method and path kept, no schema left', () => {
    for (const name of readdirSync(endpointsDir).filter((f) => f.endsWith('.ts'))) {
      const code = readFileSync(new URL(name, endpointsDir), 'utf8');
      const cut = browserEndpoints(code, name);
      expect(parseSync(name, cut, { lang: 'ts' }).errors, name).toEqual([]);
      expect(cut.match(/path: '[^']*'/g), name).toEqual(code.match(/path: '[^']*'/g));
      expect(cut.match(/method: '[A-Z]+'/g), name).toEqual(code.match(/method: '[A-Z]+'/g));
      expect(cut, name).not.toMatch(/\b(response|rawResponse|params|query|body|summary|errors):/);
    }
  });
});

describe('markSchemasPure', () => {
  it('wraps top-level schema constants in a pure call and leaves other constants alone', () => {
    const code =
      'const A = 1;\nexport const XSchema = z.object({ a: z.string() });\nconst fieldsShape = { b: z.number() };\nconst y = f();';
    expect(markSchemasPure(code, 'a.ts')).toBe(
      'const A = 1;\nexport const XSchema = /* @__PURE__ */ (() => (z.object({ a: z.string() })))();\nconst fieldsShape = /* @__PURE__ */ (() => ({ b: z.number() }))();\nconst y = f();',
    );
  });
});
