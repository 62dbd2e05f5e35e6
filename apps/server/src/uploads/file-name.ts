import { UPLOAD_FILE_NAME_MAX_LENGTH } from '@app/api';

/**
 * The name a file is shown and downloaded under, from what the browser sent: only its last path
 * segment, control characters, quotes and slashes replaced, leading dots removed, cut to
 * UPLOAD_FILE_NAME_MAX_LENGTH characters keeping the extension. Never used for a path: files are
 * stored under random keys (storage/file-storage.ts).
 */
export function toDisplayFileName(sent: string, fallback = 'file'): string {
  const last = sent.normalize('NFC').split(/[/\\]/).pop() ?? '';
  const cleaned = last
    // eslint-disable-next-line no-control-regex -- control characters are what this removes
    .replace(/[\u0000-\u001f\u007f"<>|:*?]/g, '_')
    .replace(/^[.\s]+/, '')
    .trim();
  if (cleaned === '') return fallback;
  const chars = Array.from(cleaned);
  if (chars.length <= UPLOAD_FILE_NAME_MAX_LENGTH) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  return chars.slice(0, UPLOAD_FILE_NAME_MAX_LENGTH - Array.from(extension).length).join('') + extension;
}

/**
 * `Content-Disposition` for a download: an ASCII `filename` for old clients and the exact name as
 * RFC 5987 `filename*=UTF-8''...` (RFC 6266).
 */
export function contentDisposition(fileName: string, kind: 'attachment' | 'inline' = 'attachment'): string {
  const asciiName = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${asciiName}"; filename*=UTF-8''${encoded}`;
}
