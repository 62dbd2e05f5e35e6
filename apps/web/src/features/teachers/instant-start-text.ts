import { formatZonedDate, formatZonedTime, LESSON_BOOKING_HORIZON_DAYS } from '@app/domain';
import type { TFunction } from '../../i18n/i18n-provider';
import type { PluralFunction } from '../../i18n/plural';
import { timeLeftText } from '../../lib/time-left-text';
import type { InstantStart } from './teacher-card-view';

/**
 * An instant-lesson card's start line in the display language, in the viewer's zone and 12/24 h
 * clock: "Can start at 3:00 PM" / "... tomorrow at ..." / "... on Fri, Nov 27, 2026 at ...", and
 * the wait, "(in 40 min)", apart so the card keeps it on one line; or that the teacher has no free
 * time within the booking horizon (no wait).
 */
export function instantStartText({
  texts,
  start,
}: {
  texts: { t: TFunction; tn: PluralFunction; intlLocale: string };
  start: InstantStart | null;
}): { readonly start: string; readonly wait: string | null } {
  const { t, intlLocale } = texts;
  if (start === null) return { start: t('teachers.instantStartNone', { days: LESSON_BOOKING_HORIZON_DAYS }), wait: null };
  const time = formatZonedTime({ instant: start.at, zone: start.zone, isAm: start.isAm, locale: intlLocale });
  const wait = t('teachers.instantStartWait', { wait: timeLeftText(texts, start.timeLeft) });
  if (start.dayOffset <= 0) return { start: t('teachers.instantStartToday', { time }), wait };
  if (start.dayOffset === 1) return { start: t('teachers.instantStartTomorrow', { time }), wait };
  const date = formatZonedDate({ instant: start.at, zone: start.zone, locale: intlLocale });
  return { start: t('teachers.instantStartOn', { date, time }), wait };
}
