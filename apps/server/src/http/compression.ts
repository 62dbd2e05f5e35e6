import { promisify } from 'node:util';
import { type BrotliOptions, brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { Context } from 'hono';

export type ContentEncoding = 'br' | 'gzip';

/**
 * Below this many bytes a body goes out as is: the compressed frame would save less than the
 * header and the CPU it costs (a booking check, a health answer, most errors).
 */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * Brotli quality 4: on a 60-card search page (35 KB) it writes 3.6 KB in about 0.2 ms, less time
 * than gzip level 6 for a smaller result; higher qualities cost twice the time for a few percent.
 */
const BROTLI_QUALITY = 4;
const GZIP_LEVEL = 6;

/**
 * Up to this size a body is compressed on the event loop: a 35 KB search page takes about 0.1 ms
 * and a 72 KB page of 60 course cards (with their outlines) about 0.3 ms, while a hop to libuv's
 * pool and back took 0.9 ms under load (the pool thread and the wake-up compete with the event loop
 * and PostgreSQL for two cores), and every request sharing the answer waits for it. With the limit
 * at 64 KB the course search's pages went to the pool and it served 430 varied searches a second
 * where the class search served 1,030. Larger bodies (exports, long lists) go to the pool so the
 * event loop keeps serving.
 */
export const COMPRESS_INLINE_MAX_BYTES = 256 * 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Browsers send one of a handful of `Accept-Encoding` values: each is parsed once (the map is emptied if it ever grows). */
const pickedEncodings = new Map<string, ContentEncoding | null>();
const PICKED_ENCODINGS_MAX = 64;

/** Brotli when the client takes it, else gzip, else nothing (a `q=0` refuses, `*` stands for the rest). */
export function pickEncoding(acceptEncoding: string | undefined): ContentEncoding | null {
  if (!acceptEncoding) return null;
  const known = pickedEncodings.get(acceptEncoding);
  if (known !== undefined) return known;
  if (pickedEncodings.size >= PICKED_ENCODINGS_MAX) pickedEncodings.clear();
  const picked = parseAcceptEncoding(acceptEncoding);
  pickedEncodings.set(acceptEncoding, picked);
  return picked;
}

function parseAcceptEncoding(acceptEncoding: string): ContentEncoding | null {
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (name !== '') weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (encoding: ContentEncoding): number => weights.get(encoding) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gz = weightOf('gzip');
  if (br > 0 && br >= gz) return 'br';
  return gz > 0 ? 'gzip' : null;
}

/** The body in `encoding`: on the event loop up to `COMPRESS_INLINE_MAX_BYTES`, else on libuv's thread pool. */
export function compressBody(body: string | Uint8Array, encoding: ContentEncoding): Promise<Buffer> {
  const input = typeof body === 'string' ? Buffer.from(body) : body;
  const inline = input.byteLength <= COMPRESS_INLINE_MAX_BYTES;
  if (encoding === 'gzip')
    return inline ? Promise.resolve(gzipSync(input, { level: GZIP_LEVEL })) : gzipAsync(input, { level: GZIP_LEVEL });
  const options: BrotliOptions = {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: input.byteLength,
    },
  };
  return inline ? Promise.resolve(brotliCompressSync(input, options)) : brotli(input, options);
}

/**
 * A text body that may be sent compressed to many requests: each encoding is computed once, on
 * first demand, and the bytes are shared (a coalesced search answer goes to every request that
 * joined it).
 */
export class CompressibleBody {
  private readonly encoded = new Map<ContentEncoding, Promise<Uint8Array<ArrayBuffer>>>();

  constructor(readonly text: string) {}

  get worthCompressing(): boolean {
    return this.text.length >= COMPRESS_MIN_BYTES;
  }

  in(encoding: ContentEncoding): Promise<Uint8Array<ArrayBuffer>> {
    let bytes = this.encoded.get(encoding);
    if (!bytes) {
      // zlib's output lives in a plain ArrayBuffer (never a shared one), which is what a body takes.
      bytes = compressBody(this.text, encoding).then((b) => new Uint8Array(b.buffer as ArrayBuffer, b.byteOffset, b.byteLength));
      this.encoded.set(encoding, bytes);
    }
    return bytes;
  }
}

/**
 * Sends a text body (JSON, the HTML shell) compressed when it is large enough and the client
 * accepts an encoding. `Vary: Accept-Encoding` goes on every answer that could have been
 * compressed, so a shared cache never hands gzip to a client that did not ask for it.
 */
export async function sendText(
  c: Context,
  body: CompressibleBody,
  init: { status?: number; contentType: string; headers?: Readonly<Record<string, string>> },
): Promise<Response> {
  const headers: Record<string, string> = { ...init.headers, 'Content-Type': init.contentType };
  const status = (init.status ?? 200) as 200;
  if (!body.worthCompressing) return c.body(body.text, status, headers);
  headers.Vary = init.headers?.Vary ? `${init.headers.Vary}, Accept-Encoding` : 'Accept-Encoding';
  const encoding = pickEncoding(c.req.header('Accept-Encoding'));
  if (!encoding) return c.body(body.text, status, headers);
  const bytes = await body.in(encoding);
  headers['Content-Encoding'] = encoding;
  return c.body(bytes, status, headers);
}

/** Files under `/assets/` carry a content hash in their name (Vite's output), so they never change. */
export function staticCacheControl(requestPath: string): string {
  return requestPath.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
}
