import type { Context } from 'hono';
import type { AppEnv } from '../http/app-env';
import { contentDisposition } from './file-name';

/**
 * A stored file as a download: its sniffed type (text with its charset), `Content-Disposition`
 * with the display name (RFC 6266), `nosniff` so no browser second-guesses the type, and the
 * cache policy given (private files: never kept by shared caches).
 */
export function sendFile(
  c: Context<AppEnv>,
  {
    bytes,
    contentType,
    fileName,
    disposition = 'attachment',
    cache = 'private, no-store',
  }: { bytes: Uint8Array; contentType: string; fileName: string; disposition?: 'attachment' | 'inline'; cache?: string },
): Response {
  c.header('Content-Type', contentType.startsWith('text/') ? `${contentType}; charset=utf-8` : contentType);
  c.header('Content-Disposition', contentDisposition(fileName, disposition));
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Cache-Control', cache);
  c.header('Content-Length', String(bytes.byteLength));
  return c.body(bytes as Uint8Array<ArrayBuffer>);
}
