import { brotliDecompressSync } from 'node:zlib';
import { HAS_NEXT_HEADER, defineEndpoint } from '@app/api';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api-error';
import type { AppEnv } from './app-env';
import { CompressibleBody } from './compression';
import { mount } from './mount';
import { type SharedAnswer, SharedReads } from './shared-reads';

/** A computation the test finishes by hand, counting how often it was started. */
function gate() {
  let starts = 0;
  let release: (answer: SharedAnswer) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const compute = () => {
    starts += 1;
    return new Promise<SharedAnswer>((resolve, reject) => {
      release = resolve;
      fail = reject;
    });
  };
  return {
    compute,
    starts: () => starts,
    release: (json: string) => {
      release({ body: new CompressibleBody(json), headers: {} });
    },
    fail: (e: Error) => {
      fail(e);
    },
  };
}

describe('SharedReads', () => {
  it('runs identical concurrent reads once and gives every caller the same answer', async () => {
    const reads = new SharedReads();
    const g = gate();
    const answers = Promise.all([reads.run('k', g.compute), reads.run('k', g.compute), reads.run('k', g.compute)]);
    expect(g.starts()).toBe(1);
    g.release('[1]');
    expect((await answers).map((a) => a.body.text)).toEqual(['[1]', '[1]', '[1]']);
    expect(reads.inFlight).toBe(0);
  });

  it('never caches: a read that starts after the shared one finished runs again', async () => {
    const reads = new SharedReads();
    const g = gate();
    const first = reads.run('k', g.compute);
    g.release('old');
    await first;
    const second = reads.run('k', g.compute);
    expect(g.starts()).toBe(2);
    g.release('new');
    expect((await second).body.text).toBe('new');
  });

  it('keeps different keys apart', () => {
    const reads = new SharedReads();
    const g = gate();
    void reads.run('a', g.compute);
    void reads.run('b', g.compute);
    expect(g.starts()).toBe(2);
  });

  it('gives a failure to every caller and forgets it', async () => {
    const reads = new SharedReads();
    const g = gate();
    const both = Promise.allSettled([reads.run('k', g.compute), reads.run('k', g.compute)]);
    g.fail(new Error('boom'));
    expect((await both).map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(reads.inFlight).toBe(0);
  });

  it('does not share across a write: a read arriving after the epoch moved runs its own query', () => {
    const reads = new SharedReads();
    const g = gate();
    void reads.run('k', g.compute);
    reads.bumpEpoch();
    void reads.run('k', g.compute);
    expect(g.starts()).toBe(2);
  });

  it('moves the epoch around writes, not around GETs or the read-only POSTs', async () => {
    const reads = new SharedReads();
    reads.markReadOnlyPost('/v2/teachers');
    const app = new Hono<AppEnv>();
    app.use(reads.middleware('/api'));
    const seen: string[] = [];
    app.all('*', (c) => {
      const g = gate();
      void reads.run('k', g.compute);
      seen.push(`${c.req.method} ${c.req.path}: ${reads.inFlight}`);
      return c.text('ok');
    });
    // A read in flight under the current epoch: any request that runs the same key under it joins.
    const before = gate();
    void reads.run('k', before.compute);
    await app.request('/api/v3/group_class/group_classes');
    await app.request('/api/v2/teachers', { method: 'POST' });
    await app.request('/api/v2/group_class/group_classes/1/book', { method: 'POST' });
    expect(seen).toEqual([
      'GET /api/v3/group_class/group_classes: 1',
      'POST /api/v2/teachers: 1',
      'POST /api/v2/group_class/group_classes/1/book: 2',
    ]);
  });
});

describe('mount with share', () => {
  const readValue = defineEndpoint({ method: 'GET', path: '/t/value', access: 'public', summary: 'read', query: z.object({ q: z.string() }), response: z.object({ value: z.number() }) });
  const writeValue = defineEndpoint({ method: 'POST', path: '/t/value', access: 'public', summary: 'write', body: z.object({ value: z.number() }), response: z.object({ ok: z.boolean() }) });

  /** An app whose read takes its snapshot first and answers when the test opens the gate. */
  function setup() {
    const reads = new SharedReads();
    let stored = 1;
    let runs = 0;
    const gates: (() => void)[] = [];
    const routes = new Hono<AppEnv>();
    mount(routes, readValue, async () => {
      runs += 1;
      const snapshot = stored;
      await new Promise<void>((resolve) => gates.push(resolve));
      return { value: snapshot };
    }, { share: { reads, key: ({ query }) => query.q } });
    mount(routes, writeValue, ({ body }) => {
      stored = body.value;
      return Promise.resolve({ ok: true });
    });
    const api = new Hono<AppEnv>();
    api.use(async (c, next) => {
      c.set('user', null);
      await next();
    });
    api.use(reads.middleware('/api'));
    api.route('/', routes);
    const app = new Hono<AppEnv>().route('/api', api);
    const get = async (q: string) => (await app.request(`/api/t/value?q=${q}`)).json() as Promise<{ value: number }>;
    const openGates = () => {
      for (const open of gates.splice(0)) open();
    };
    return { app, get, openGates, runs: () => runs };
  }

  const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

  it('runs the handler once for identical requests in flight together, and apart for different input', async () => {
    const { get, openGates, runs } = setup();
    const answers = Promise.all([get('a'), get('a'), get('a'), get('b')]);
    await settle();
    expect(runs()).toBe(2);
    openGates();
    expect(await answers).toEqual([{ value: 1 }, { value: 1 }, { value: 1 }, { value: 1 }]);
  });

  it('a read that arrives after a write was answered never joins a read that started before it', async () => {
    const { app, get, openGates, runs } = setup();
    const before = get('a');
    await settle();
    const write = await app.request('/api/t/value', { method: 'POST', body: JSON.stringify({ value: 2 }), headers: { 'Content-Type': 'application/json' } });
    expect(write.status).toBe(200);
    const after = get('a');
    await settle();
    expect(runs()).toBe(2);
    openGates();
    expect([await before, await after]).toEqual([{ value: 1 }, { value: 2 }]);
  });

  it('sends every joined request the same compressed page, with its has-next header', async () => {
    const listWords = defineEndpoint({ method: 'GET', path: '/t/words', access: 'public', summary: 'list', paging: 'header', query: z.object({}), response: z.array(z.string()) });
    const reads = new SharedReads();
    let runs = 0;
    const words = Array.from({ length: 300 }, (_, i) => `word-${i}`);
    const routes = new Hono<AppEnv>();
    mount(routes, listWords, async () => {
      runs += 1;
      await settle();
      return { items: words, hasNext: true };
    }, { share: { reads, key: () => 'all' } });
    const app = new Hono<AppEnv>();
    app.use(async (c, next) => {
      c.set('user', null);
      await next();
    });
    app.route('/', routes);
    const responses = await Promise.all([1, 2, 3].map(async () => app.request('/t/words', { headers: { 'Accept-Encoding': 'br' } })));
    expect(runs).toBe(1);
    for (const res of responses) {
      expect(res.headers.get('Content-Encoding')).toBe('br');
      expect(res.headers.get(HAS_NEXT_HEADER)).toBe('1');
      expect(JSON.parse(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString('utf8'))).toEqual(words);
    }
  });

  it('validates each query string once and hands out a frozen result; refused query strings are refused every time', async () => {
    const listTags = defineEndpoint({
      method: 'GET', path: '/t/tags', access: 'public', summary: 'tags',
      query: z.object({ n: z.coerce.number().int().min(1), tags: z.array(z.string()).optional() }), response: z.object({ n: z.number() }),
    });
    const reads = new SharedReads();
    const seen: unknown[] = [];
    const routes = new Hono<AppEnv>();
    mount(routes, listTags, ({ query }) => {
      seen.push(query);
      // A handler that tried to change its query would change it for the next request: it cannot.
      expect(() => {
        (query as { n: number }).n = 99;
      }).toThrow(TypeError);
      if (query.tags) {
        expect(() => {
          (query.tags as string[]).push('x');
        }).toThrow(TypeError);
      }
      return Promise.resolve({ n: query.n });
    }, { share: { reads, key: ({ query }) => String(query.n) } });
    const app = new Hono<AppEnv>();
    app.use(async (c, next) => {
      c.set('user', null);
      await next();
    });
    app.route('/', routes);
    app.onError((error, c) => (error instanceof ApiError ? c.json(error.toBody(), error.status) : c.text(String(error), 500)));
    const get = async (qs: string) => {
      const res = await app.request(`/t/tags?${qs}`);
      return { status: res.status, body: await res.json() };
    };
    expect(await get('n=2&tags=a&tags=b')).toEqual({ status: 200, body: { n: 2 } });
    expect(await get('n=2&tags=a&tags=b')).toEqual({ status: 200, body: { n: 2 } });
    expect(await get('n=3')).toEqual({ status: 200, body: { n: 3 } });
    expect(seen[0]).toBe(seen[1]);
    expect(seen[0]).toEqual({ n: 2, tags: ['a', 'b'] });
    expect(seen[2]).not.toBe(seen[0]);
    for (let i = 0; i < 2; i += 1) {
      const refused = await get('n=0');
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ error: { code: 'InvalidRequest' } });
    }
  });
});
