import { planDownload } from '@app/domain';

/** Saves a blob under `fileName` through a temporary object URL and a clicked `<a download>`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 0);
}

/**
 * 001 §7.2 "A download helper does a GET for a blob and saves it as a file, default name of the
 * form IM_{date}_{unix seconds}", 001 §8 "The downloader rejects when no URL is given."
 * Rejects too when the GET fails or answers an error status (the caller decides the fallback).
 * Resolves with the name the file was saved under.
 */
export async function downloadFile({
  url,
  fileName,
  now = Date.now(),
  zone,
  fetchFile = (input, init) => fetch(input, init),
  save = saveBlob,
}: {
  url: string | null | undefined;
  fileName?: string | null | undefined;
  now?: number;
  zone?: string | null | undefined;
  fetchFile?: typeof fetch;
  save?: (blob: Blob, fileName: string) => void;
}): Promise<string> {
  const plan = planDownload({ url, fileName, now, zone });
  if (!plan.ok) throw new Error(plan.error);
  const response = await fetchFile(plan.url, { method: 'GET', credentials: 'same-origin' });
  if (!response.ok) throw new Error(`HTTP ${String(response.status)}`);
  save(await response.blob(), plan.fileName);
  return plan.fileName;
}
