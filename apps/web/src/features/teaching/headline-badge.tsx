import type { ClassHeadlineCode } from '@app/domain';
import { useT } from '../../i18n/i18n-provider';
import { headlineText } from '../../lib/class-texts';

const TONE: Record<Exclude<ClassHeadlineCode, 'unknown'>, string> = {
  upcoming: 'bg-brand-50 text-brand-800 ring-brand-200',
  live: 'bg-green-50 text-green-800 ring-green-200',
  completed: 'bg-slate-100 text-slate-800 ring-slate-200',
  canceled: 'bg-red-50 text-red-800 ring-red-200',
};

/** The 000 §4 class headline as a pill, in the tones of My classes; nothing for an unknown status. */
export function HeadlineBadge({ code }: { code: ClassHeadlineCode }) {
  const t = useT();
  if (code === 'unknown') return null;
  return (
    <span
      className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${TONE[code]}`}
      data-testid="teaching-status"
      data-status={code}
    >
      {headlineText(t, code)}
    </span>
  );
}
