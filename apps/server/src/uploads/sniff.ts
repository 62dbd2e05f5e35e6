import type { MaterialContentType } from '@app/api';

const ascii = (bytes: Uint8Array, at: number, text: string): boolean => {
  if (bytes.length < at + text.length) return false;
  for (let i = 0; i < text.length; i += 1) if (bytes[at + i] !== text.charCodeAt(i)) return false;
  return true;
};
const startsWith = (bytes: Uint8Array, prefix: readonly number[]): boolean => prefix.every((b, i) => bytes[i] === b);

const OFFICE_PARTS: readonly (readonly [string, MaterialContentType])[] = [
  ['word/', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  ['ppt/', 'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
  ['xl/', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
];

/** The entry names of a zip's central directory (each `PK\1\2` header: name length at +28, name at +46). */
function zipEntryNames(bytes: Uint8Array): string[] {
  const names: string[] = [];
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const decoder = new TextDecoder();
  for (let i = 0; i + 46 <= bytes.length; i += 1) {
    if (bytes[i] !== 0x50 || bytes[i + 1] !== 0x4b || bytes[i + 2] !== 0x01 || bytes[i + 3] !== 0x02) continue;
    const length = view.getUint16(i + 28, true);
    if (i + 46 + length > bytes.length) break;
    names.push(decoder.decode(bytes.subarray(i + 46, i + 46 + length)));
    i += 45 + length;
  }
  return names;
}

/** An Office Open XML file: a zip with `[Content_Types].xml` and the part folder naming the format. */
function sniffOffice(bytes: Uint8Array): MaterialContentType | null {
  const names = zipEntryNames(bytes);
  if (!names.includes('[Content_Types].xml')) return null;
  for (const [folder, type] of OFFICE_PARTS) if (names.some((n) => n.startsWith(folder))) return type;
  return null;
}

/** Plain text: valid UTF-8 without NUL or other control characters than tab, line feed, form feed and carriage return. */
function isPlainText(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  // eslint-disable-next-line no-control-regex -- control characters (other than tab, LF, CR, FF) are what mark a file as not text
  return text.trim() !== '' && !/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text);
}

/**
 * The type of a file from its first bytes (its "magic"), never from its name or the browser's
 * word: one of MATERIAL_CONTENT_TYPES, or null for anything else (an executable renamed `.pdf`,
 * HTML, SVG, a zip that is not an Office file).
 */
export function sniffContentType(bytes: Uint8Array): MaterialContentType | null {
  if (ascii(bytes, 0, '%PDF-')) return 'application/pdf';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (ascii(bytes, 0, 'GIF87a') || ascii(bytes, 0, 'GIF89a')) return 'image/gif';
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP')) return 'image/webp';
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WAVE')) return 'audio/wav';
  if (ascii(bytes, 0, 'OggS')) return 'audio/ogg';
  if (ascii(bytes, 0, 'ID3')) return 'audio/mpeg';
  // An MPEG audio frame: 11 sync bits, then a layer that is not "reserved" (00).
  if (bytes.length >= 4 && bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0 && ((bytes[1] ?? 0) & 0x06) !== 0) return 'audio/mpeg';
  if (ascii(bytes, 4, 'ftyp') && ['M4A ', 'M4B '].some((brand) => ascii(bytes, 8, brand))) return 'audio/mp4';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return sniffOffice(bytes);
  if (isPlainText(bytes)) return 'text/plain';
  return null;
}
