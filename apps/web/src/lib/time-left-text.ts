import type { TimeLeft } from '@app/domain';
import type { TFunction } from '../i18n/i18n-provider';
import type { PluralFunction } from '../i18n/plural';

/**
 * `getTimeLeft`'s parts in the display language, a zero part left out: "2 h 14 min", "14 min",
 * "2 h", "1 day 3 h", "3 days"; nothing left reads "0 min".
 */
export function timeLeftText({ t, tn }: { t: TFunction; tn: PluralFunction }, left: TimeLeft): string {
  const parts: string[] = [];
  if (left.days > 0) parts.push(tn('catalog.days', left.days));
  if (left.hours > 0) parts.push(t('catalog.hours', { n: left.hours }));
  if (left.minutes > 0 || parts.length === 0) parts.push(t('catalog.minutes', { n: left.minutes }));
  return parts.join(' ');
}
