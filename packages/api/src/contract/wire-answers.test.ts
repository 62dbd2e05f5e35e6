import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contract from '../index';
import type { Endpoint } from './endpoint';
import { answerRewrites } from './wire-answers';

const endpoints = Object.entries(contract as Record<string, unknown>).filter(
  (entry): entry is [string, Endpoint] => typeof entry[1] === 'object' && entry[1] !== null && 'path' in entry[1] && 'response' in entry[1],
);

describe('answerRewrites', () => {
  it('finds defaults, transforms, coercions and overwrites at their paths, through arrays, unions and optionals', () => {
    const schema = z.object({
      a: z.array(z.object({ n: z.number().default(1) })),
      b: z.union([z.string().trim(), z.null()]).optional(),
      c: z.string().transform((s) => s.length),
      d: z.coerce.number(),
      e: z.object({ f: z.string(), g: z.enum(['x']).nullable() }),
    });
    expect(answerRewrites(schema)).toEqual(['a[].n: default', 'b: overwrite', 'c: pipe', 'c: transform', 'd: coerce']);
  });

  it('finds nothing in a plain shape', () => {
    expect(answerRewrites(z.object({ a: z.array(z.object({ id: z.number().int().min(1) })), b: z.literal('x').nullable() }))).toEqual([]);
  });
});

describe('every answer of the contract is plain JSON (the browser takes answers without parsing)', () => {
  it('finds the endpoints', () => {
    expect(endpoints.length).toBeGreaterThan(100);
  });

  it.each(endpoints)('%s: its response schema neither defaults, transforms nor coerces', (_name, endpoint) => {
    expect(answerRewrites(endpoint.response)).toEqual([]);
  });
});
