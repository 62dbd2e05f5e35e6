/**
 * Smallest files of each kind the sniffer knows (their magic bytes and a little padding), for tests
 * of the sniffer, the upload routes and the browser test. Not valid media beyond their headers.
 */
const bytes = (...parts: (string | number[])[]): Uint8Array => {
  const out: number[] = [];
  for (const part of parts) out.push(...(typeof part === 'string' ? new TextEncoder().encode(part) : part));
  return new Uint8Array(out);
};
const pad = (n: number): number[] => new Array<number>(n).fill(0x20);

/** A zip with the given entry names in its central directory (entries empty, stored). */
export function zipWith(names: readonly string[]): Uint8Array {
  const local = bytes([0x50, 0x4b, 0x03, 0x04], pad(26));
  const central = names.flatMap((name) => {
    const header = new Array<number>(46).fill(0);
    header.splice(0, 4, 0x50, 0x4b, 0x01, 0x02);
    header[28] = name.length & 0xff;
    header[29] = name.length >> 8;
    return [...header, ...new TextEncoder().encode(name)];
  });
  return new Uint8Array([...local, ...central, ...bytes([0x50, 0x4b, 0x05, 0x06], pad(18))]);
}

export const fakeFiles = {
  pdf: bytes('%PDF-1.4\n%\u00e2\u00e3\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  png: bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], [0, 0, 0, 13], 'IHDR', pad(17)),
  jpeg: bytes([0xff, 0xd8, 0xff, 0xe0], pad(16)),
  webp: bytes('RIFF', [24, 0, 0, 0], 'WEBPVP8 ', pad(12)),
  mp3: bytes('ID3', [3, 0, 0, 0, 0, 0, 0], pad(8)),
  wav: bytes('RIFF', [36, 0, 0, 0], 'WAVEfmt ', pad(8)),
  ogg: bytes('OggS', [0, 2], pad(20)),
  m4a: bytes([0, 0, 0, 0x20], 'ftypM4A ', pad(8)),
  docx: zipWith(['[Content_Types].xml', '_rels/.rels', 'word/document.xml']),
  xlsx: zipWith(['[Content_Types].xml', 'xl/workbook.xml']),
  zip: zipWith(['notes.txt']),
  /** A Windows executable's first bytes: "MZ", then the DOS stub. */
  exe: bytes('MZ', [0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff, 0, 0], 'This program cannot be run in DOS mode.', [0, 0]),
};
