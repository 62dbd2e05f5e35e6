import { formatZonedDate, formatZonedTime, formatZonedTimeRange, formatZoneLabel, type Instant } from '@app/domain';
import { useMemo } from 'react';
import { useI18n } from '../i18n/i18n-provider';
import { browserTimeZone } from './browser-time-zone';
import { useRenderSnapshot } from './render-snapshot';
import { useViewer } from './viewer';

export interface DisplayTime {
  readonly zone: string;
  readonly isAm: 0 | 1;
  date(instant: Instant): string;
  time(instant: Instant): string;
  range(start: Instant, end: Instant): string;
  zoneLabel(instant: Instant): string;
}

/** A visitor gets the clock their locale uses (1: 12-hour); sign-up keeps it for the new account. */
export function visitorClock(intlLocale: string): 0 | 1 {
  return intlLocale === 'en-US' ? 1 : 0;
}

/**
 * Times "in the user's timezone_iana (or the browser's zone for visitors)" with the 12 h / 24 h
 * preference (`is_am`), in the display language.
 */
export function useDisplayTime(): DisplayTime {
  const { user } = useViewer();
  const { intlLocale } = useI18n();
  const snapshot = useRenderSnapshot();
  // A visitor's page renders on the server in the zone it guessed; hydration reads the same, then the browser's.
  const zone = user?.timezone_iana ?? snapshot?.timeZone ?? browserTimeZone();
  const isAm: 0 | 1 = user ? user.is_am : visitorClock(intlLocale);
  return useMemo(
    () => ({
      zone,
      isAm,
      date: (instant) => formatZonedDate({ instant, zone, locale: intlLocale }),
      time: (instant) => formatZonedTime({ instant, zone, isAm, locale: intlLocale }),
      range: (start, end) => formatZonedTimeRange({ start, end, zone, isAm, locale: intlLocale }),
      zoneLabel: (instant) => formatZoneLabel({ zone, instant }),
    }),
    [zone, isAm, intlLocale],
  );
}
