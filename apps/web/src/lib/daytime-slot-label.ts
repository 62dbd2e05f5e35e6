import { type DaytimeSlot, formatDaytimeSlotLabel, HOURS_PER_DAYTIME_SLOT } from '@app/domain';

const hourFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * 001 §9 "six 4-hour slots ... shown in 12h or 24h format", in the display language: the 12-hour
 * form is the locale's ("12 AM - 4 AM", "12 a. m. - 4 a. m."), not the domain's English AM/PM; the
 * 24-hour form ("20:00 - 24:00") has no words and is the domain's.
 */
export function daytimeSlotLabel({ slot, twelveHour, intlLocale }: { slot: DaytimeSlot; twelveHour: boolean; intlLocale: string }): string {
  if (!twelveHour) return formatDaytimeSlotLabel({ slot, twelveHour });
  let format = hourFormats.get(intlLocale);
  if (format === undefined) {
    // An explicit hour cycle and zone: the same text on the server and in every browser.
    format = new Intl.DateTimeFormat(intlLocale, { hour: 'numeric', hourCycle: 'h12', timeZone: 'UTC' });
    hourFormats.set(intlLocale, format);
  }
  const hour = (h: number) => format.format(Date.UTC(2024, 0, 1, h % 24));
  const from = slot * HOURS_PER_DAYTIME_SLOT;
  return `${hour(from)} - ${hour(from + HOURS_PER_DAYTIME_SLOT)}`;
}
