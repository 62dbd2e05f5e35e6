// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { stripEndpointSummaries } from './strip-endpoint-summaries';

const endpointsDir = new URL('../../../packages/api/src/endpoints/', import.meta.url);

describe('stripEndpointSummaries (browser build only)', () => {
  it('empties one-line, escaped, double-quoted and +-joined summaries and leaves the rest of the file as it was', () => {
    const code = [
      "export const a = defineEndpoint({ method: 'GET', summary: 'Plain text.', path: '/v1/a' });",
      "export const b = defineEndpoint({ summary: 'It\\'s one topic\\'s list, not a \\\\ path.', path: '/v1/b' });",
      "export const c = defineEndpoint({\n  summary:\n    'First part. ' +\n    'Second part.',\n  path: '/v1/c',\n});",
      'export const d = defineEndpoint({ summary: "The user\'s clock, a \\"quoted\\" word.", path: \'/v1/d\' });',
      "export const e = defineEndpoint({\n  summary:\n    \"A student's part. \" +\n    'Second part.',\n  path: '/v1/e',\n});",
    ].join('\n');
    expect(stripEndpointSummaries(code)).toBe(
      [
        "export const a = defineEndpoint({ method: 'GET', summary: '', path: '/v1/a' });",
        "export const b = defineEndpoint({ summary: '', path: '/v1/b' });",
        "export const c = defineEndpoint({\n  summary: '',\n  path: '/v1/c',\n});",
        "export const d = defineEndpoint({ summary: '', path: '/v1/d' });",
        "export const e = defineEndpoint({\n  summary: '',\n  path: '/v1/e',\n});",
      ].join('\n'),
    );
  });

  it('empties one-line and multi-line errors lists', () => {
    const code =
      "export const a = defineEndpoint({ errors: ['NotFound', \"GC883\"], path: '/v1/a' });\nexport const b = defineEndpoint({\n  errors: [\n    'InvalidCredentials',\n    'TooManySignInsFromAddress',\n  ],\n});";
    expect(stripEndpointSummaries(code)).toBe(
      "export const a = defineEndpoint({ errors: [], path: '/v1/a' });\nexport const b = defineEndpoint({\n  errors: [],\n});",
    );
  });

  it('every endpoint file of the contract: each summary emptied, every path and method kept', () => {
    for (const name of readdirSync(endpointsDir).filter((f) => f.endsWith('.ts'))) {
      const code = readFileSync(new URL(name, endpointsDir), 'utf8');
      const stripped = stripEndpointSummaries(code);
      expect(stripped.match(/summary: ''/g)?.length ?? 0, name).toBe(code.match(/summary:/g)?.length ?? 0);
      expect(stripped.match(/errors: \[\]/g)?.length ?? 0, name).toBe(code.match(/errors:/g)?.length ?? 0);
      expect(stripped.match(/path: '[^']*'/g), name).toEqual(code.match(/path: '[^']*'/g));
      expect(stripped.match(/method: '[A-Z]+'/g), name).toEqual(code.match(/method: '[A-Z]+'/g));
    }
  });
});
