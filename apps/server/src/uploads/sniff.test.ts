import { describe, expect, it } from 'vitest';
import { contentDisposition, toDisplayFileName } from './file-name';
import { sniffContentType } from './sniff';
import { fakeFiles } from '../testing/upload-files';

describe('sniffContentType: the type from the bytes, never the name', () => {
  it('knows each accepted type by its magic', () => {
    expect(sniffContentType(fakeFiles.pdf)).toBe('application/pdf');
    expect(sniffContentType(fakeFiles.png)).toBe('image/png');
    expect(sniffContentType(fakeFiles.jpeg)).toBe('image/jpeg');
    expect(sniffContentType(fakeFiles.webp)).toBe('image/webp');
    expect(sniffContentType(fakeFiles.mp3)).toBe('audio/mpeg');
    expect(sniffContentType(fakeFiles.wav)).toBe('audio/wav');
    expect(sniffContentType(fakeFiles.ogg)).toBe('audio/ogg');
    expect(sniffContentType(fakeFiles.m4a)).toBe('audio/mp4');
    expect(sniffContentType(fakeFiles.docx)).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(sniffContentType(fakeFiles.xlsx)).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(sniffContentType(new TextEncoder().encode('Vocabulary:\n- bill\n- tip\n'))).toBe('text/plain');
  });

  it('refuses executables, HTML/SVG-looking binaries, plain zips and NUL-laced text', () => {
    expect(sniffContentType(fakeFiles.exe)).toBeNull();
    expect(sniffContentType(fakeFiles.zip)).toBeNull();
    expect(sniffContentType(new Uint8Array([0x68, 0x69, 0x00, 0x68]))).toBeNull();
    expect(sniffContentType(new Uint8Array([0xc3, 0x28]))).toBeNull();
    expect(sniffContentType(new Uint8Array(0))).toBeNull();
  });
});

describe('toDisplayFileName: for display only', () => {
  it('keeps the last segment, replaces control characters and quotes, drops leading dots', () => {
    expect(toDisplayFileName('../../etc/passwd')).toBe('passwd');
    expect(toDisplayFileName('C:\\Users\\ana\\Menu de día.pdf')).toBe('Menu de día.pdf');
    expect(toDisplayFileName('..\\..\\.bashrc')).toBe('bashrc');
    expect(toDisplayFileName('a"b\u0000c\r\n.pdf')).toBe('a_b_c__.pdf');
    expect(toDisplayFileName('...')).toBe('file');
  });
  it('cuts long names to 120 characters, keeping the extension', () => {
    const name = toDisplayFileName(`${'x'.repeat(300)}.pdf`);
    expect(name).toHaveLength(120);
    expect(name.endsWith('.pdf')).toBe(true);
  });
});

describe('contentDisposition', () => {
  it('an ASCII fallback and the exact UTF-8 name', () => {
    expect(contentDisposition('Menú "1".pdf')).toBe(`attachment; filename="Men_ _1_.pdf"; filename*=UTF-8''Men%C3%BA%20%221%22.pdf`);
  });
});
