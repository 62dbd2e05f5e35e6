import { brotliDecompressSync } from 'node:zlib';
import { HAS_NEXT_HEADER, defineEndpoint } from '@app/api';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../errors/app-error';
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
  it('runs the reads that arrive while one runs once, and gives each of them the same answer', async () => {
    const reads = new SharedReads();
    const g = gate();
    const first = reads.run('k', g.compute);
    const joined = Promise.all([reads.run('k', g.compute), reads.run('k', g.compute), reads.run('k', g.compute)]);
    g.release('[1]');
    await first;
    await Promise.resolve();
    g.release('[2]');
    expect((await joined).map((a) => a.body.text)).toEqual(['[2]', '[2]', '[2]']);
    expect(g.starts()).toBe(2);
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

  it('never joins a run already started: a read arriving during one waits for the next, shared by all who arrived meanwhile', async () => {
    const reads = new SharedReads();
    const g = gate();
    const first = reads.run('k', g.compute);
    // Arrived while the first runs: it may have read the database before a write they were told about.
    const later = Promise.all([reads.run('k', g.compute), reads.run('k', g.compute)]);
    expect(g.starts()).toBe(1);
    g.release('old');
    expect((await first).body.text).toBe('old');
    await Promise.resolve();
    expect(g.starts()).toBe(2);
    // Arrived during the second run: a third, not the second.
    const third = reads.run('k', g.compute);
    g.release('new');
    expect((await later).map((a) => a.body.text)).toEqual(['new', 'new']);
    await Promise.resolve();
    expect(g.starts()).toBe(3);
    g.release('newest');
    expect((await third).body.text).toBe('newest');
    expect(reads.inFlight).toBe(0);
  });

  it('a failed run fails only those who shared it; the queued run still starts', async () => {
    const reads = new SharedReads();
    const g = gate();
    const first = reads.run('k', g.compute);
    const queued = reads.run('k', g.compute);
    g.fail(new Error('boom'));
    await expect(first).rejects.toThrow('boom');
    await Promise.resolve();
    expect(g.starts()).toBe(2);
    g.release('ok');
    expect((await queued).body.text).toBe('ok');
  });
});

describe('mount with share', () => {
  const readValue = defineEndpoint({
    method: 'GET',
    path: '/t/value',
    access: 'public',
    summary: 'read',
    query: z.object({ q: z.string() }),
    response: z.object({ value: z.number() }),
  });
  const writeValue = defineEndpoint({
    method: 'POST',
    path: '/t/value',
    access: 'public',
    summary: 'write',
    body: z.object({ value: z.number() }),
    response: z.object({ ok: z.boolean() }),
  });

  /** An app whose read takes its snapshot first and answers when the test opens the gate. */
  function setup() {
    const reads = new SharedReads();
    let stored = 1;
    let runs = 0;
    const gates: (() => void)[] = [];
    const routes = new Hono<AppEnv>();
    mount(
      routes,
      readValue,
      async () => {
        runs += 1;
        const snapshot = stored;
        await new Promise<void>((resolve) => gates.push(resolve));
        return { value: snapshot };
      },
      { share: { reads, key: ({ query }) => query.q } },
    );
    mount(routes, writeValue, ({ body }) => {
      stored = body.value;
      return Promise.resolve({ ok: true });
    });
    const api = new Hono<AppEnv>();
    api.use(async (c, next) => {
      c.set('user', null);
      await next();
    });
    api.route('/', routes);
    const app = new Hono<AppEnv>().route('/api', api);
    const get = async (q: string) => (await app.request(`/api/t/value?q=${q}`)).json() as Promise<{ value: number }>;
    const openGates = () => {
      for (const open of gates.splice(0)) open();
    };
    const setStored = (value: number) => {
      stored = value;
    };
    return { app, get, openGates, runs: () => runs, setStored };
  }

  const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

  it('runs the handler once for identical requests in flight together, and apart for different input', async () => {
    const { get, openGates, runs } = setup();
    const answers = Promise.all([get('a'), get('a'), get('a'), get('b')]);
    await settle();
    expect(runs()).toBe(2);
    openGates();
    await settle();
    // The two later a's arrived while the first ran: they share one run of their own.
    expect(runs()).toBe(3);
    openGates();
    expect(await answers).toEqual([{ value: 1 }, { value: 1 }, { value: 1 }, { value: 1 }]);
  });

  it('a read that arrives after a write was answered never gets an answer read before it, whichever process wrote', async () => {
    const { app, get, openGates, runs, setStored } = setup();
    for (const write of ['through this app', 'elsewhere'] as const) {
      const before = get('a');
      await settle();
      if (write === 'elsewhere') setStored(3);
      else
        expect(
          (
            await app.request('/api/t/value', {
              method: 'POST',
              body: JSON.stringify({ value: 2 }),
              headers: { 'Content-Type': 'application/json' },
            })
          ).status,
        ).toBe(200);
      const after = get('a');
      await settle();
      openGates();
      const old = await before;
      await settle();
      openGates();
      expect([old, await after]).toEqual(write === 'elsewhere' ? [{ value: 2 }, { value: 3 }] : [{ value: 1 }, { value: 2 }]);
    }
    expect(runs()).toBe(4);
  });

  it('sends every joined request the same compressed page, with its has-next header', async () => {
    const listWords = defineEndpoint({
      method: 'GET',
      path: '/t/words',
      access: 'public',
      summary: 'list',
      paging: 'header',
      query: z.object({}),
      response: z.array(z.string()),
    });
    const reads = new SharedReads();
    let runs = 0;
    const words = Array.from({ length: 300 }, (_, i) => `word-${i}`);
    const routes = new Hono<AppEnv>();
    mount(
      routes,
      listWords,
      async () => {
        runs += 1;
        await settle();
        return { items: words, hasNext: true };
      },
      { share: { reads, key: () => 'all' } },
    );
    const app = new Hono<AppEnv>();
    app.use(async (c, next) => {
      c.set('user', null);
      await next();
    });
    app.route('/', routes);
    const responses = await Promise.all([1, 2, 3].map(async () => app.request('/t/words', { headers: { 'Accept-Encoding': 'br' } })));
    // The first runs alone; the two that arrived while it ran share the next run.
    expect(runs).toBe(2);
    for (const res of responses) {
      expect(res.headers.get('Content-Encoding')).toBe('br');
      expect(res.headers.get(HAS_NEXT_HEADER)).toBe('1');
      expect(JSON.parse(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString('utf8'))).toEqual(words);
    }
  });

  it('validates each query string once and hands out a frozen result; refused query strings are refused every time', async () => {
    const listTags = defineEndpoint({
      method: 'GET',
      path: '/t/tags',
      access: 'public',
      summary: 'tags',
      query: z.object({ n: z.coerce.number().int().min(1), tags: z.array(z.string()).optional() }),
      response: z.object({ n: z.number() }),
    });
    const reads = new SharedReads();
    const seen: unknown[] = [];
    const routes = new Hono<AppEnv>();
    mount(
      routes,
      listTags,
      ({ query }) => {
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
      },
      { share: { reads, key: ({ query }) => String(query.n) } },
    );
    const app = new Hono<AppEnv>();
    app.use(async (c, next) => {
      c.set('user', null);
      await next();
    });
    app.route('/', routes);
    app.onError((error, c) =>
      error instanceof AppError
        ? c.json({ error: { code: error.code, message: error.message } }, error.status)
        : c.text(String(error), 500),
    );
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
