import { fillWebRoute, type ScheduleOccurrenceRow, WEB_ROUTES } from '@app/api';
import { Link } from 'react-router';
import { Button } from '../../components/button';
import { errorCodeText } from '../../i18n/error-text';
import { useI18n } from '../../i18n/i18n-provider';

/** `Tue, Mar 10, 2026`: a calendar date as the schedule names it (no zone: it is the teacher's own date). */
export function formatLocalDate(date: string, intlLocale: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(intlLocale, { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(y, m - 1, d),
  );
}

/**
 * The classes a schedule would create (a preview) or created, each with its start in the teacher's
 * zone and offset (`10:00 (UTC-05:00, America/New_York)`) and what is wrong with it: a DST gap
 * offers its next valid time (`onUseTime` puts it in the form).
 */
export function OccurrenceList({
  occurrences,
  zone,
  onUseTime,
  numbered = false,
}: {
  occurrences: readonly ScheduleOccurrenceRow[];
  zone: string;
  onUseTime?: ((time: string) => void) | undefined;
  /** A course's classes: numbered, and not linked (a course class's page is reached through a course seat). */
  numbered?: boolean;
}) {
  const { t, intlLocale } = useI18n();
  return (
    <ol className="space-y-2" data-testid="occurrence-list">
      {occurrences.map((o, i) => {
        const ok = o.problems.length === 0;
        const when = o.start ? `${o.start.local_time} (${o.start.offset}, ${zone})` : `${o.time} (${zone})`;
        return (
          <li
            key={`${o.date}-${o.time}`}
            data-testid="occurrence"
            data-state={ok ? 'ok' : 'problem'}
            className={`rounded-xl border p-3 ${ok ? 'border-slate-200 bg-white' : 'border-red-300 bg-red-50'}`}
          >
            <div className="flex items-start justify-between gap-3">
              <p className="min-w-0 font-medium text-slate-900">
                {numbered ? <span className="mr-2 text-slate-600">{t('teachingSchedule.classNumber', { n: i + 1 })}</span> : null}
                {formatLocalDate(o.date, intlLocale)} · {when}
              </p>
              {o.group_class_id !== null && numbered ? (
                <span className="shrink-0 text-sm text-emerald-800">✓ {t('teachingSchedule.created')}</span>
              ) : o.group_class_id !== null ? (
                <Link
                  className="shrink-0 text-sm font-semibold text-brand-700 underline"
                  to={fillWebRoute(WEB_ROUTES.classDetail, { id: o.group_class_id })}
                >
                  {t('teachingSchedule.viewClass')}
                </Link>
              ) : ok ? (
                <span className="shrink-0 text-sm text-emerald-800">✓ {t('teachingSchedule.okRow')}</span>
              ) : null}
            </div>
            {o.ambiguous ? <p className="mt-1 text-sm text-amber-800">{t('teachingSchedule.ambiguous')}</p> : null}
            {o.problems.map((p) => (
              <p key={p.code} className="mt-1 text-sm text-red-800">
                <span aria-hidden="true">✕ </span>
                {errorCodeText(t, p.code)}
              </p>
            ))}
            {o.next_valid ? (
              <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-800">
                {t('teachingSchedule.nextValid', { time: `${o.next_valid.local_time} (${o.next_valid.offset}, ${zone})` })}
                {onUseTime ? (
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => {
                      onUseTime(o.next_valid?.local_time ?? o.time);
                    }}
                  >
                    {t('teachingSchedule.useNextValid', { time: o.next_valid.local_time })}
                  </Button>
                ) : null}
              </p>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
