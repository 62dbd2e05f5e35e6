import type { ShareItemInput } from '@app/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { useToast } from '../../components/toast';
import { useT } from '../../i18n/i18n-provider';
import { trackShare } from '../../lib/events/track-share';

/** Writes to the clipboard; rejects where the Clipboard API is missing or refused (insecure page, no permission). */
async function writeClipboard(text: string): Promise<void> {
  if (typeof navigator === 'undefined' || !('clipboard' in navigator) || typeof navigator.clipboard.writeText !== 'function') {
    throw new Error('Clipboard API unavailable');
  }
  await navigator.clipboard.writeText(text);
}

/**
 * 000 §2 D "Course card with a share button. It copies a share link with tracking params." Success
 * toasts 000 §8 "Copied successfully."; when the browser refuses the clipboard, the link is shown
 * selected in a small input so the user can copy it themselves. Render it only when the domain's
 * `canShare` allows sharing (000 §4 "Sharing"). Each click sends one `share` event with `method`
 * and `content_type` (000 §4); when `shareItem` lacks one of them only the 001 §8 line is logged.
 */
export function ShareLinkButton({
  url,
  shareItem,
  initialFallback = false,
}: {
  url: string;
  shareItem: ShareItemInput | null;
  initialFallback?: boolean;
}) {
  const t = useT();
  const toast = useToast();
  const [fallback, setFallback] = useState(initialFallback);
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();

  useEffect(() => {
    if (!fallback) return;
    inputRef.current?.focus();
    inputRef.current?.select();
  }, [fallback]);

  const share = async () => {
    trackShare(shareItem);
    try {
      await writeClipboard(url);
      setFallback(false);
      toast({ kind: 'success', text: t('courses.copySuccess') });
    } catch {
      setFallback(true);
      inputRef.current?.select();
    }
  };

  return (
    <div className="relative inline-flex flex-col items-end">
      <button
        type="button"
        onClick={() => void share()}
        aria-label={t('courses.shareLabel')}
        data-testid="share-course"
        className="inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-100"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4">
          <path
            d="M8 12l4-4M7 9.5l-1.6 1.6a2.5 2.5 0 003.5 3.5L10.5 13M13 10.5l1.6-1.6a2.5 2.5 0 00-3.5-3.5L9.5 7"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
          />
        </svg>
        {t('courses.share')}
      </button>
      {fallback ? (
        <div
          className="absolute right-0 top-full z-20 mt-2 w-72 max-w-[calc(100vw-2rem)] rounded-xl border border-slate-200 bg-white p-3 shadow-lg"
          data-testid="share-fallback"
        >
          <label className="block text-sm font-semibold text-slate-900">
            {t('courses.copyFallbackTitle')}
            <input
              ref={inputRef}
              readOnly
              value={url}
              aria-describedby={hintId}
              onFocus={(event) => {
                event.currentTarget.select();
              }}
              className="mt-1 block w-full rounded-md border border-slate-300 bg-slate-50 px-2 py-1 text-xs font-normal text-slate-800"
            />
          </label>
          <p id={hintId} className="mt-1 text-xs text-slate-600">
            {t('courses.copyFallbackHint')}
          </p>
          <button
            type="button"
            className="mt-2 text-xs font-semibold text-brand-700 hover:underline"
            onClick={() => {
              setFallback(false);
            }}
          >
            {t('common.close')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
