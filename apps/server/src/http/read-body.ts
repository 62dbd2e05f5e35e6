import type { Context } from 'hono';
import type { AppEnv } from './app-env';
import { AppError } from '../errors/app-error';

/**
 * The deepest nesting of arrays and objects a JSON body may have. The deepest schema of the
 * contract nests 4 levels; anything near this is an attack, and refusing it before `JSON.parse`
 * keeps every later walk (the NUL check, zod) far from the stack limit.
 */
export const MAX_JSON_DEPTH = 32;

const tooLarge = (maxBytes: number): AppError => new AppError('BodyTooLarge', `body: at most ${maxBytes} bytes`, 'body');

/**
 * The request body as text, never more than `maxBytes` of it read: a Content-Length above the
 * limit is refused before reading, and a body without one (chunked) is read as a stream and cut
 * off as soon as it passes the limit (the rest is never buffered).
 */
export async function readBodyText(c: Context<AppEnv>, maxBytes: number): Promise<string> {
  return new TextDecoder().decode(await readBodyBytes(c, maxBytes));
}

/** The request body's bytes, under the same limit as readBodyText; `refuse` makes the error (default `BodyTooLarge`). */
export async function readBodyBytes(
  c: Context<AppEnv>,
  maxBytes: number,
  refuse: (maxBytes: number) => AppError = tooLarge,
): Promise<Uint8Array> {
  const declared = c.req.header('Content-Length');
  if (declared !== undefined && /^\d+$/.test(declared.trim()) && Number(declared) > maxBytes) throw refuse(maxBytes);
  const stream = c.req.raw.body;
  if (!stream) return new Uint8Array(0);
  const reader = (stream as ReadableStream<Uint8Array>).getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw refuse(maxBytes);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * `text` parsed as JSON (`undefined` when empty). The nesting depth is counted in one pass over
 * the text before parsing, so a body like `[[[[...` thousands deep is a 400 naming `body` and no
 * recursive code ever sees it.
 */
export function parseJsonBody(text: string): unknown {
  if (text === '') return undefined;
  const depth = jsonNestingDepth(text);
  if (depth > MAX_JSON_DEPTH) {
    throw new AppError('BodyTooDeep', `body: nested deeper than ${MAX_JSON_DEPTH} levels`, 'body');
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new AppError('InvalidJson', 'The request body is not valid JSON.', 'body');
  }
}

/** The deepest `[`/`{` nesting in `text`, skipping string contents; malformed text is left to `JSON.parse`. */
export function jsonNestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c)
        i += 1; // backslash: skip the escaped character
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) {
      inString = true;
    } else if (ch === 0x5b || ch === 0x7b) {
      depth += 1;
      if (depth > deepest) deepest = depth;
    } else if (ch === 0x5d || ch === 0x7d) {
      depth -= 1;
    }
  }
  return deepest;
}

/**
 * The path of the first string inside `value` that carries U+0000, which PostgreSQL text cannot
 * hold. An explicit stack, not recursion, and each entry links to its parent instead of copying
 * the path, so no input can drive it into a stack overflow or quadratic work.
 */
export function findNul(value: unknown): string[] | undefined {
  interface Step {
    readonly value: unknown;
    readonly key: string;
    readonly parent: Step | null;
  }
  const stack: Step[] = [{ value, key: '', parent: null }];
  while (stack.length > 0) {
    const step = stack.pop();
    if (!step) break;
    if (typeof step.value === 'string') {
      if (step.value.includes('\u0000')) return pathOf(step);
    } else if (step.value !== null && typeof step.value === 'object') {
      // Pushed in reverse so the first offending field in document order is found first.
      const entries = Object.entries(step.value);
      for (let i = entries.length - 1; i >= 0; i -= 1) {
        const [key, item] = entries[i] as [string, unknown];
        stack.push({ value: item, key, parent: step });
      }
    }
  }
  return undefined;
}

function pathOf(step: { key: string; parent: { key: string; parent: unknown } | null }): string[] {
  const path: string[] = [];
  for (let at: typeof step | null = step; at?.parent; at = at.parent as typeof step | null) path.push(at.key);
  return path.reverse();
}
