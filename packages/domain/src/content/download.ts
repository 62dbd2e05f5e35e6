import { SECOND_MS } from '../time/constants';
import { type Instant, toEpochMs } from '../time/instant';
import { getZonedParts } from '../time/zoned-clock';

/** 001 §7.2 "default name of the form IM_{date}_{unix seconds}": the prefix. */
export const DOWNLOAD_FILE_NAME_PREFIX = 'IM';
/** The `{date}` part of the default download name: the calendar day of `now` in the user's zone. */
export const DOWNLOAD_FILE_DATE_FORMAT = 'yyyyMMdd';
/** 001 §8 "The downloader rejects when no URL is given." The reason it rejects with. */
export const DOWNLOAD_URL_MISSING_ERROR = 'Download URL is missing.';

/**
 * 001 §7.2 "A download helper does a GET for a blob and saves it as a file, default name of the
 * form IM_{date}_{unix seconds}." `{date}` is `yyyyMMdd` of `now` in `zone` (a missing or invalid
 * zone is UTC); the day starts at local midnight inclusive. `{unix seconds}` is
 * `floor(epoch ms / 1000)`, so a second starts inclusive at its first millisecond.
 */
export function buildDownloadFileName({ now, zone }: { now: Instant; zone?: string | null | undefined }): string {
  const ms = toEpochMs(now, 'now');
  const { year, month, day } = getZonedParts(ms, zone);
  const date = `${String(year).padStart(4, '0')}${String(month).padStart(2, '0')}${String(day).padStart(2, '0')}`;
  return `${DOWNLOAD_FILE_NAME_PREFIX}_${date}_${Math.floor(ms / SECOND_MS)}`;
}

export type DownloadPlan =
  | { readonly ok: true; readonly url: string; readonly fileName: string }
  | { readonly ok: false; readonly error: typeof DOWNLOAD_URL_MISSING_ERROR };

/**
 * 001 §8 "The downloader rejects when no URL is given." What to download and under which name: a
 * missing or blank URL is an error (the web app rejects its promise with it); a missing or blank
 * file name becomes the default `buildDownloadFileName` name.
 */
export function planDownload({
  url,
  fileName,
  now,
  zone,
}: {
  url: string | null | undefined;
  fileName?: string | null | undefined;
  now: Instant;
  zone?: string | null | undefined;
}): DownloadPlan {
  const target = url?.trim() ?? '';
  if (target === '') return { ok: false, error: DOWNLOAD_URL_MISSING_ERROR };
  const name = fileName?.trim() ?? '';
  return { ok: true, url: target, fileName: name === '' ? buildDownloadFileName({ now, zone }) : name };
}
