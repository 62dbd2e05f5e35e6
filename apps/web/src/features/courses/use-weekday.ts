import { type Instant, resolveZone, toEpochMs } from '@app/domain';
import { useMemo } from 'react';
import { useI18n } from '../../i18n/i18n-provider';
import { useDisplayTime } from '../../lib/use-display-time';

/**
 * The weekday of an instant in the user's zone and display language ("Tuesday"), for a course's
 * weekly meeting time. Intl only: the course pages stay free of a date library.
 */
export function useWeekday(): (instant: Instant) => string {
  const { zone } = useDisplayTime();
  const { intlLocale } = useI18n();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(intlLocale, { weekday: 'long', timeZone: resolveZone(zone) });
    return (instant: Instant) => format.format(toEpochMs(instant));
  }, [zone, intlLocale]);
}
