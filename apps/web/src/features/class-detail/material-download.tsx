import { type ClassAttachment, type MaterialAccess, planDownload } from '@app/domain';
import { useState } from 'react';
import { useT } from '../../i18n/i18n-provider';
import { downloadFile } from '../../lib/download-file';
import { track } from '../../lib/events/track';
import { useDisplayTime } from '../../lib/use-display-time';

/**
 * 000 §7 "GET of the attachment file: downloaded as a blob, falling back to a direct link", 000 §8
 * "A material blob failure falls back to a direct link." The file is fetched with the session
 * cookie and saved (`downloadFile`); when that fails the browser follows the file's own address instead.
 */
export async function downloadMaterial({
  file,
  now,
  zone,
  fetchFile = fetch,
  openDirect = (url: string) => {
    window.location.assign(url);
  },
}: {
  file: ClassAttachment;
  now: number;
  zone: string;
  fetchFile?: typeof fetch;
  openDirect?: (url: string) => void;
}): Promise<'blob' | 'direct'> {
  const plan = planDownload({ url: file.file_url, fileName: file.file_name, now, zone });
  if (!plan.ok) throw new Error(plan.error);
  try {
    await downloadFile({ url: plan.url, fileName: plan.fileName, now, zone, fetchFile });
    return 'blob';
  } catch {
    openDirect(plan.url);
    return 'direct';
  }
}

/** 000 §5 material: the files to download, or the note that they appear after booking. */
/** The attachment id at the end of a material address (`.../attachments/{id}`), for the download event. */
function attachmentId(url: string | null | undefined): string | undefined {
  return /\/attachments\/(\w{1,64})$/.exec(url ?? '')?.[1];
}

export function MaterialDownload({ access, classId, compact = false }: { access: MaterialAccess; classId: number; compact?: boolean }) {
  const t = useT();
  const time = useDisplayTime();
  const [busy, setBusy] = useState<string | null>(null);
  if (access.kind === 'none') return compact ? <p className="text-slate-600">{t('classPage.materialNone')}</p> : null;
  const body =
    access.kind === 'note' ? (
      <p className={`text-slate-600 ${compact ? '' : 'mt-2'}`} data-testid="material-note">
        {t('classPage.materialNote')}
      </p>
    ) : (
      <ul className={`space-y-2 ${compact ? '' : 'mt-2'}`}>
        {access.files.map((file) => (
          <li key={file.file_url}>
            <a
              href={file.file_url ?? undefined}
              download={file.file_name ?? undefined}
              className="inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
              aria-busy={busy === file.file_url || undefined}
              onClick={(event) => {
                event.preventDefault();
                setBusy(file.file_url ?? null);
                void downloadMaterial({ file, now: Date.now(), zone: time.zone })
                  .then(
                    (result) => {
                      const fileId = attachmentId(file.file_url);
                      track('material_download', { class_id: String(classId), result, ...(fileId ? { file_id: fileId } : {}) });
                    },
                    () => undefined,
                  )
                  .finally(() => {
                    setBusy(null);
                  });
              }}
            >
              <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4">
                <path
                  d="M10 3v10m0 0l-4-4m4 4l4-4M4 16h12"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
              {t('classPage.download', { name: file.file_name ?? '' })}
            </a>
          </li>
        ))}
      </ul>
    );
  if (compact) return body;
  return (
    <section aria-labelledby="material-title" data-testid="material">
      <h2 id="material-title" className="text-lg font-semibold">
        {t('classPage.materialTitle')}
      </h2>
      {body}
    </section>
  );
}
