import { DOWNLOAD_URL_MISSING_ERROR } from '@app/domain';
import { describe, expect, it, vi } from 'vitest';
import { downloadFile } from './download-file';

const NOW = Date.UTC(2026, 2, 10, 12, 0, 5, 999);
const ok = () => vi.fn(() => Promise.resolve(new Response(new Blob(['pdf']), { status: 200 })));

describe('downloadFile', () => {
  it('GETs the file as a blob and saves it under the default IM_{date}_{unix seconds} name', async () => {
    const fetchFile = ok();
    const save = vi.fn();
    await expect(downloadFile({ url: '/files/a.pdf', now: NOW, zone: 'UTC', fetchFile, save })).resolves.toBe('IM_20260310_1773144005');
    expect(fetchFile).toHaveBeenCalledWith('/files/a.pdf', { method: 'GET', credentials: 'same-origin' });
    const [blob, name] = save.mock.calls[0] as [Blob, string];
    expect(await blob.text()).toBe('pdf');
    expect(name).toBe('IM_20260310_1773144005');
  });

  it("keeps a given file name, and dates the default name in the user's zone", async () => {
    await expect(downloadFile({ url: '/f', fileName: 'Lesson 1.pdf', now: NOW, fetchFile: ok(), save: vi.fn() })).resolves.toBe(
      'Lesson 1.pdf',
    );
    await expect(
      downloadFile({ url: '/f', now: Date.UTC(2026, 2, 10, 23), zone: 'Asia/Tokyo', fetchFile: ok(), save: vi.fn() }),
    ).resolves.toMatch(/^IM_20260311_/);
  });

  it('rejects when no URL is given, without a request', async () => {
    const fetchFile = ok();
    await expect(downloadFile({ url: undefined, fetchFile, save: vi.fn() })).rejects.toThrow(DOWNLOAD_URL_MISSING_ERROR);
    await expect(downloadFile({ url: '  ', fetchFile, save: vi.fn() })).rejects.toThrow(DOWNLOAD_URL_MISSING_ERROR);
    expect(fetchFile).not.toHaveBeenCalled();
  });

  it('rejects on an error status and saves nothing', async () => {
    const save = vi.fn();
    await expect(
      downloadFile({ url: '/f', fetchFile: vi.fn(() => Promise.resolve(new Response('no', { status: 404 }))), save }),
    ).rejects.toThrow('HTTP 404');
    expect(save).not.toHaveBeenCalled();
  });
});
