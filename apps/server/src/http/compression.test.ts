import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createManualClock } from '../clock';
import type { Database } from '../db/database';
import { openMigratedPglite } from '../testing/pglite-template';
import { COMPRESS_INLINE_MAX_BYTES, COMPRESS_MIN_BYTES, CompressibleBody, pickEncoding, sendText, staticCacheControl } from './compression';
import { createLogger } from './logger';

/** What Chromium sends on every request. */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

const decode = (bytes: Buffer, encoding: string | null): string => {
  if (encoding === 'br') return brotliDecompressSync(bytes).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(bytes).toString('utf8');
  return bytes.toString('utf8');
};
const bodyOf = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe('pickEncoding', () => {
  it('prefers brotli, falls back to gzip, honours q=0 and the wildcard', () => {
    expect(pickEncoding(BROWSER_ACCEPT_ENCODING)).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('gzip;q=0.5, br;q=0.4')).toBe('gzip');
    expect(pickEncoding('GZIP;Q=1')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('br;q=0, *')).toBe('gzip');
    expect(pickEncoding('*;q=0')).toBeNull();
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding('deflate, zstd')).toBeNull();
    expect(pickEncoding('br;q=abc')).toBeNull();
    expect(pickEncoding('')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });
});

describe('sendText', () => {
  const app = new Hono();
  app.get('/text/:size', (c) =>
    sendText(c, new CompressibleBody('x'.repeat(Number(c.req.param('size')))), { contentType: 'text/plain', headers: { 'X-Kept': '1' } }),
  );

  it(`sends bodies under ${COMPRESS_MIN_BYTES} bytes as they are, and compresses from ${COMPRESS_MIN_BYTES} bytes on`, async () => {
    const below = await app.request(`/text/${COMPRESS_MIN_BYTES - 1}`, { headers: { 'Accept-Encoding': BROWSER_ACCEPT_ENCODING } });
    expect(below.headers.get('Content-Encoding')).toBeNull();
    expect(below.headers.get('Vary')).toBeNull();
    expect((await bodyOf(below)).toString()).toBe('x'.repeat(COMPRESS_MIN_BYTES - 1));

    const at = await app.request(`/text/${COMPRESS_MIN_BYTES}`, { headers: { 'Accept-Encoding': BROWSER_ACCEPT_ENCODING } });
    expect(at.headers.get('Content-Encoding')).toBe('br');
    expect(at.headers.get('Vary')).toBe('Accept-Encoding');
    expect(at.headers.get('X-Kept')).toBe('1');
    expect(at.headers.get('Content-Type')).toBe('text/plain');
    const bytes = await bodyOf(at);
    expect(bytes.length).toBeLessThan(100);
    expect(decode(bytes, 'br')).toBe('x'.repeat(COMPRESS_MIN_BYTES));
  });

  it('sends gzip to a client that only takes gzip, and plain text (still varying) to one that takes nothing', async () => {
    const gz = await app.request('/text/5000', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('Content-Encoding')).toBe('gzip');
    expect(decode(await bodyOf(gz), 'gzip')).toBe('x'.repeat(5000));

    const plain = await app.request('/text/5000');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(plain.headers.get('Vary')).toBe('Accept-Encoding');
    expect((await bodyOf(plain)).toString()).toBe('x'.repeat(5000));
  });

  it(`compresses up to ${COMPRESS_INLINE_MAX_BYTES} bytes before the event loop moves on, larger bodies on the thread pool`, async () => {
    const settledWithinMicrotasks = async (bytes: Promise<Uint8Array>) => {
      let done = false;
      void bytes.then(() => {
        done = true;
      });
      for (let i = 0; i < 5; i += 1) await Promise.resolve();
      return done;
    };
    // Text that does not shrink to nothing, so the pool has real work for the larger body.
    const text = (length: number) =>
      Array.from({ length: Math.ceil(length / 7) }, (_, i) => (i * 7919).toString(36).padStart(7, '0'))
        .join('')
        .slice(0, length);
    for (const encoding of ['br', 'gzip'] as const) {
      const inline = new CompressibleBody(text(COMPRESS_INLINE_MAX_BYTES));
      const pooled = new CompressibleBody(text(COMPRESS_INLINE_MAX_BYTES + 1));
      expect(await settledWithinMicrotasks(inline.in(encoding))).toBe(true);
      expect(await settledWithinMicrotasks(pooled.in(encoding))).toBe(false);
      expect(decode(Buffer.from(await inline.in(encoding)), encoding)).toBe(inline.text);
      expect(decode(Buffer.from(await pooled.in(encoding)), encoding)).toBe(pooled.text);
    }
  });

  it('compresses a shared body once per encoding', async () => {
    const body = new CompressibleBody('y'.repeat(4000));
    const first = body.in('br');
    expect(body.in('br')).toBe(first);
    expect(body.in('gzip')).not.toBe(first);
    expect(decode(Buffer.from(await first), 'br')).toBe(body.text);
  });
});

describe('staticCacheControl', () => {
  it('keeps hashed build assets for a year and makes everything else revalidate', () => {
    expect(staticCacheControl('/assets/index-CdqibHS-.js')).toBe('public, max-age=31536000, immutable');
    expect(staticCacheControl('/favicon.svg')).toBe('no-cache');
    expect(staticCacheControl('/index.html')).toBe('no-cache');
    expect(staticCacheControl('/en/assets/x.js')).toBe('no-cache');
  });
});

describe('the app over the wire: static files, the page shell and API answers', () => {
  const script = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;
  const shell = `<!doctype html><html><head><title>Shell</title></head><body>${'<!-- padding -->'.repeat(80)}</body></html>`;
  const webDist = mkdtempSync(join(tmpdir(), 'compression-web-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), shell);
  writeFileSync(join(webDist, 'assets', 'app-abc123.js'), script);
  // Distinct contents, so the test sees which file was sent (the build writes real compressions).
  writeFileSync(join(webDist, 'assets', 'app-abc123.js.br'), brotliCompressSync(`${script}// br`));
  writeFileSync(join(webDist, 'assets', 'app-abc123.js.gz'), gzipSync(`${script}// gz`));

  let database: Database;
  let app: ReturnType<typeof createApp>;
  beforeAll(async () => {
    database = await openMigratedPglite();
    app = createApp({ database, clock: createManualClock(Date.UTC(2026, 2, 10, 12)), logger: createLogger('silent'), webDist });
  });
  afterAll(async () => {
    await database.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('serves the build’s .br or .gz of an asset to a browser that takes it, with a year of caching', async () => {
    const br = await app.request('/assets/app-abc123.js', { headers: { 'Accept-Encoding': BROWSER_ACCEPT_ENCODING } });
    expect(br.status).toBe(200);
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('Content-Type')).toMatch(/^text\/javascript/);
    expect(br.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(decode(await bodyOf(br), 'br')).toBe(`${script}// br`);

    const gz = await app.request('/assets/app-abc123.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('Content-Encoding')).toBe('gzip');
    expect(decode(await bodyOf(gz), 'gzip')).toBe(`${script}// gz`);

    const plain = await app.request('/assets/app-abc123.js');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect((await bodyOf(plain)).toString()).toBe(script);
  });

  it('answers a chunk that is not in the build (a stale tab after a deploy) with a 404, not the page shell', async () => {
    const res = await app.request('/assets/app-old999.js', { headers: { 'Accept-Encoding': BROWSER_ACCEPT_ENCODING } });
    expect(res.status).toBe(404);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('NotFound');
  });

  it('compresses the page shell of a client-side route and makes the browser revalidate it', async () => {
    const res = await app.request('/en/group-classes', { headers: { 'Accept-Encoding': BROWSER_ACCEPT_ENCODING } });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Encoding')).toBe('br');
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    expect(res.headers.get('Content-Type')).toBe('text/html; charset=UTF-8');
    expect(decode(await bodyOf(res), 'br')).toContain('<!-- padding -->');
  });

  it('sends the same JSON compressed and plain, and leaves small answers and errors alone', async () => {
    const plain = await app.request('/api/openapi.json');
    const text = (await bodyOf(plain)).toString();
    for (const acceptEncoding of ['br', 'gzip']) {
      const res = await app.request('/api/openapi.json', { headers: { 'Accept-Encoding': acceptEncoding } });
      expect(res.headers.get('Content-Encoding')).toBe(acceptEncoding);
      expect(res.headers.get('Content-Type')).toBe('application/json');
      const bytes = await bodyOf(res);
      expect(bytes.length).toBeLessThan(text.length / 4);
      expect(decode(bytes, acceptEncoding)).toBe(text);
    }
    const health = await app.request('/api/health', { headers: { 'Accept-Encoding': BROWSER_ACCEPT_ENCODING } });
    expect(health.headers.get('Content-Encoding')).toBeNull();
    const missing = await app.request('/api/v2/no-such-route', { headers: { 'Accept-Encoding': BROWSER_ACCEPT_ENCODING } });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('Content-Encoding')).toBeNull();
    expect(((await missing.json()) as { error: { code: string } }).error.code).toBe('NotFound');
  });
});
