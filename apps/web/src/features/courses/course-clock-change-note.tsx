import { courseWallTimeChanges, formatZonedDayMonth } from '@app/domain';
import { useI18n, useT } from '../../i18n/i18n-provider';
import { useDisplayTime } from '../../lib/use-display-time';

/**
 * Issue 15: "Courses that cross a DST change say so before booking and in the confirmation": one line
 * for each class whose start moves on the reader's clock (`courseWallTimeChanges`, in their zone).
 */
export function CourseClockChangeNote({ starts, className = '' }: { starts: readonly string[]; className?: string }) {
  const t = useT();
  const { intlLocale } = useI18n();
  const time = useDisplayTime();
  const changes = courseWallTimeChanges({ starts: starts.map((s) => Date.parse(s)), zone: time.zone });
  if (changes.length === 0) return null;
  return (
    <ul className={`space-y-1 text-sm text-amber-900 ${className}`} data-testid="course-clock-change">
      {changes.map((change) => (
        <li key={change.start}>
          {t('courses.clockChange', {
            date: formatZonedDayMonth({ instant: change.start, zone: time.zone, locale: intlLocale }),
            time: time.time(change.start),
          })}
        </li>
      ))}
    </ul>
  );
}
