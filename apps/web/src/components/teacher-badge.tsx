import { useT } from '../i18n/i18n-provider';

/** 000 §1: "Teachers are shown as Professional Teacher (is_pro) or Community Tutor." */
export function TeacherTypeBadge({ isPro }: { isPro: boolean }) {
  const t = useT();
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ${isPro ? 'bg-brand-50 text-brand-800' : 'bg-amber-50 text-amber-900'}`}
    >
      {isPro ? t('common.professionalTeacher') : t('common.communityTutor')}
    </span>
  );
}

/** The verified mark next to a teacher's name (000 §2.A "verified badge"). */
export function VerifiedBadge() {
  const t = useT();
  return (
    <svg role="img" aria-label={t('common.verified')} viewBox="0 0 20 20" className="inline h-4 w-4 shrink-0 text-sky-600">
      <path
        fill="currentColor"
        d="M10 1l2.4 1.8 3-.2.9 2.9 2.5 1.7-1 2.8 1 2.8-2.5 1.7-.9 2.9-3-.2L10 19l-2.4-1.8-3 .2-.9-2.9L1.2 12.8l1-2.8-1-2.8 2.5-1.7.9-2.9 3 .2z"
      />
      <path d="M6.5 10.2l2.3 2.3 4.7-4.8" fill="none" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
