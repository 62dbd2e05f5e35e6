import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '../contract/endpoint';
import { ApiClientError } from '../contract/errors';
import { createApiClient } from './create-client';

const list = defineEndpoint({
  method: 'GET',
  path: '/v3/things/:id/items',
  access: 'public',
  summary: 'test',
  params: z.object({ id: z.number() }),
  query: z.object({ levels: z.array(z.number()).optional(), keyword: z.string().optional() }),
  response: z.array(z.object({ id: z.number() })),
  paging: 'header',
});
const create = defineEndpoint({
  method: 'POST',
  path: '/v3/things',
  access: 'user',
  summary: 'test',
  body: z.object({ word: z.string() }),
  response: z.object({ data: z.object({ ok: z.boolean() }) }),
});

interface Seen {
  url: string;
  init: RequestInit;
}
function fakeFetch(answer: (seen: Seen) => Response | Promise<Response>): { fetch: typeof fetch; seen: Seen[] } {
  const seen: Seen[] = [];
  return {
    seen,
    fetch: (input, init) => {
      const s = { url: input instanceof Request ? input.url : input.toString(), init: init ?? {} };
      seen.push(s);
      return Promise.resolve(answer(s));
    },
  };
}
const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

describe('createApiClient', () => {
  it('sends array parameters repeated and reads has-next from the X-Has-Next header', async () => {
    const f = fakeFetch(() => json([{ id: 1 }], 200, { 'X-Has-Next': '1' }));
    const client = createApiClient({ baseUrl: 'http://x/api', fetch: f.fetch });
    const result = await client.call(list, { params: { id: 7 }, query: { levels: [1, 3], keyword: 'a b' } });
    expect(f.seen[0]!.url).toBe('http://x/api/v3/things/7/items?levels=1&levels=3&keyword=a+b');
    expect(result).toEqual({ items: [{ id: 1 }], hasNext: true });
  });

  it('reads has-next as false when the header is absent', async () => {
    const f = fakeFetch(() => json([]));
    const result = await createApiClient({ fetch: f.fetch }).call(list, { params: { id: 1 }, query: {} });
    expect(result.hasNext).toBe(false);
  });

  it('sends JSON bodies with the CSRF header on state-changing calls only', async () => {
    const f = fakeFetch((seen) => (seen.init.method === 'POST' ? json({ data: { ok: true } }) : json([])));
    const client = createApiClient({ fetch: f.fetch });
    await client.call(create, { body: { word: 'hola' } });
    const headers = f.seen[0]!.init.headers as Record<string, string>;
    expect(headers['X-Requested-With']).toBe('app');
    expect(f.seen[0]!.init.body).toBe('{"word":"hola"}');
    await client.call(list, { params: { id: 1 }, query: {} });
    expect((f.seen[1]!.init.headers as Record<string, string>)['X-Requested-With']).toBeUndefined();
  });

  it('turns the error body into an ApiClientError with the spec code and field', async () => {
    const f = fakeFetch(() =>
      json({ error: { code: 'GC883', message: '200 characters only, please input valid keyword', field: 'keyword' } }, 400),
    );
    const error = await createApiClient({ fetch: f.fetch })
      .call(list, { params: { id: 1 }, query: {} })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiClientError);
    expect(error).toMatchObject({
      status: 400,
      code: 'GC883',
      field: 'keyword',
      message: '200 characters only, please input valid keyword',
    });
  });

  it('refuses an answer that does not match the schema instead of casting it', async () => {
    const f = fakeFetch(() => json({ data: { ok: 'yes' } }));
    await expect(createApiClient({ fetch: f.fetch }).call(create, { body: { word: 'x' } })).rejects.toMatchObject({
      code: 'BadResponse',
      status: 200,
    });
  });

  it('gives up after the timeout with code Timeout', async () => {
    const hanging: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => {
          reject(new DOMException('aborted', 'AbortError'));
        });
      });
    const started = performance.now();
    const error = await createApiClient({ fetch: hanging, timeoutMs: 50 })
      .call(create, { body: { word: 'x' } })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'Timeout', status: 0 });
    expect(performance.now() - started).toBeGreaterThanOrEqual(45);
  });

  it('reports a network failure as NetworkError', async () => {
    const failing: typeof fetch = () => Promise.reject(new TypeError('fetch failed'));
    await expect(createApiClient({ fetch: failing }).call(create, { body: { word: 'x' } })).rejects.toMatchObject({ code: 'NetworkError' });
  });

  it('uses a 10 000 ms timeout by default (001 §9 "Call timeout 10000 ms")', async () => {
    let signal: AbortSignal | undefined;
    const f: typeof fetch = (_i, init) => {
      signal = init?.signal ?? undefined;
      return Promise.resolve(json({ data: { ok: true } }));
    };
    await createApiClient({ fetch: f }).call(create, { body: { word: 'x' } });
    expect(signal).toBeDefined();
    expect(signal!.aborted).toBe(false);
  });
});

describe('fillPath', () => {
  it('drops router constraints and encodes values', async () => {
    const { fillPath } = await import('./query-string');
    expect(fillPath('/v2/group_class/group_classes/:id{[0-9]+}', { id: 42 })).toBe('/v2/group_class/group_classes/42');
    expect(fillPath('/x/:name', { name: 'a b/c' })).toBe('/x/a%20b%2Fc');
    expect(() => fillPath('/x/:id', {})).toThrow(TypeError);
  });
});

describe('createApiClient({ parse: false }): the browser takes answers as their types', () => {
  it('answers the JSON as it came, without the schema (which would refuse it)', async () => {
    const f = fakeFetch(() => json([{ id: 'not a number' }], 200, { 'X-Has-Next': '0' }));
    const result = await createApiClient({ fetch: f.fetch, parse: false }).call(list, { params: { id: 1 }, query: {} });
    expect(result).toEqual({ items: [{ id: 'not a number' }], hasNext: false });
    const parsing = await createApiClient({ fetch: f.fetch })
      .call(list, { params: { id: 1 }, query: {} })
      .catch((e: unknown) => e);
    expect(parsing).toMatchObject({ code: 'BadResponse' });
  });

  it('needs no schema at all: an endpoint cut down to method and path still works', async () => {
    const f = fakeFetch(() => json({ data: { ok: true } }));
    const cut = { method: 'POST', path: '/v3/things' } as unknown as typeof create;
    await expect(createApiClient({ fetch: f.fetch, parse: false }).call(cut, { body: { word: 'a' } })).resolves.toEqual({
      data: { ok: true },
    });
  });

  it('still turns an error body into an ApiClientError, and a body that is not JSON into BadResponse', async () => {
    const error = await createApiClient({
      fetch: fakeFetch(() => json({ error: { code: 'NotFound', message: 'gone' } }, 404)).fetch,
      parse: false,
    })
      .call(create, { body: { word: 'a' } })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 404, code: 'NotFound', message: 'gone' });
    const html = fakeFetch(() => new Response('<html>', { status: 200 }));
    await expect(createApiClient({ fetch: html.fetch, parse: false }).call(create, { body: { word: 'a' } })).rejects.toMatchObject({
      code: 'BadResponse',
    });
  });
});
