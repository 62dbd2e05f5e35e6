import { useT } from '../i18n/i18n-provider';

/**
 * "Add to calendar (.ics)": downloads one booked class's or lesson's calendar file (issue 15), from
 * `classIcsUrl` / `lessonIcsUrl` of `@app/api`. A plain link: the browser sends the session cookie.
 */
export function CalendarFileLink({ href, testId, className = '' }: { href: string; testId: string; className?: string }) {
  const t = useT();
  return (
    <a href={href} download className={`text-sm font-semibold text-brand-700 hover:underline ${className}`} data-testid={testId}>
      {t('common.addToCalendar')}
    </a>
  );
}
