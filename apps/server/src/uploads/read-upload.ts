import { UPLOAD_FIELD } from '@app/api';
import type { Context } from 'hono';
import type { AppEnv } from '../http/app-env';
import { readBodyBytes } from '../http/read-body';
import { AppError } from '../errors/app-error';
import { toDisplayFileName } from './file-name';
import { sniffContentType } from './sniff';

/** Room for the multipart boundaries and part headers around the file. */
export const MULTIPART_OVERHEAD_BYTES = 16 * 1024;

const megabytes = (bytes: number): string => `${Math.round(bytes / (1024 * 1024))} MB`;

export const fileTooLarge = (maxBytes: number): AppError =>
  new AppError('FileTooLarge', `file: at most ${megabytes(maxBytes)} (${maxBytes} bytes)`, UPLOAD_FIELD);

export interface Upload {
  readonly bytes: Uint8Array;
  readonly fileName: string;
  readonly contentType: string;
}

/**
 * The one file of a multipart upload (field UPLOAD_FIELD): the body is refused past `maxBytes`
 * plus the multipart overhead from its Content-Length, or while streaming, before it is held
 * whole (413 FileTooLarge naming the limit); the file itself past `maxBytes` likewise. Its type is
 * sniffed from the bytes and must be one of `accepted` (415 UnsupportedFileType naming them); its
 * name is kept for display only.
 */
export async function readUpload(
  c: Context<AppEnv>,
  { maxBytes, accepted }: { maxBytes: number; accepted: readonly string[] },
): Promise<Upload> {
  const type = c.req.header('Content-Type') ?? '';
  if (!/^multipart\/form-data;/i.test(type))
    throw new AppError('InvalidRequest', `body: multipart/form-data with a "${UPLOAD_FIELD}" field`, 'body');
  const body = await readBodyBytes(c, maxBytes + MULTIPART_OVERHEAD_BYTES, () => fileTooLarge(maxBytes));
  let form: FormData;
  try {
    // eslint-disable-next-line @typescript-eslint/no-deprecated -- the body is already cut to the limit above, so buffering it (why formData is deprecated on servers) is bounded
    form = await new Response(body as Uint8Array<ArrayBuffer>, { headers: { 'Content-Type': type } }).formData();
  } catch {
    throw new AppError('InvalidRequest', 'body: not a readable multipart form', 'body');
  }
  const file = form.get(UPLOAD_FIELD);
  if (!(file instanceof File)) throw new AppError('InvalidRequest', `${UPLOAD_FIELD}: a file is required`, UPLOAD_FIELD);
  if (file.size > maxBytes) throw fileTooLarge(maxBytes);
  return checkUpload({ name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) }, { maxBytes, accepted });
}

/**
 * A file's checks, wherever its bytes came from (a multipart body, the demo seed's sheets): not
 * empty, at most `maxBytes`, a sniffed type among `accepted`, the name for display only.
 */
export function checkUpload(
  { name, bytes }: { name: string; bytes: Uint8Array },
  { maxBytes, accepted }: { maxBytes: number; accepted: readonly string[] },
): Upload {
  if (bytes.byteLength > maxBytes) throw fileTooLarge(maxBytes);
  if (bytes.byteLength === 0) throw new AppError('InvalidRequest', `${UPLOAD_FIELD}: the file is empty`, UPLOAD_FIELD);
  const contentType = sniffContentType(bytes);
  if (contentType === null || !accepted.includes(contentType))
    throw new AppError('UnsupportedFileType', `file: accepted types are ${accepted.join(', ')}`, UPLOAD_FIELD);
  return { bytes, fileName: toDisplayFileName(name), contentType };
}
