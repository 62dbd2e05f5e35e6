import type { EarningStatus } from '@app/domain';
import type { TeachingEarningRow } from '@app/api';
import type { TFunction } from '../../i18n/i18n-provider';
import type { MessageKey } from '../../i18n/translate';
import { classDetailHref } from '../../lib/booking/booking-paths';

const STATUS_KEYS: Record<EarningStatus, MessageKey> = {
  pending: 'teachingEarnings.statusPending',
  held: 'teachingEarnings.statusHeld',
  available: 'teachingEarnings.statusAvailable',
  reversed: 'teachingEarnings.statusReversed',
  reversal: 'teachingEarnings.statusReversal',
};

export function earningStatusText(t: TFunction, status: EarningStatus): string {
  return t(STATUS_KEYS[status]);
}

/** What a row was for, and where that links: the class page for a class; a course or a lesson has no page of the teacher's own. */
export function earningItemText(t: TFunction, item: TeachingEarningRow['item']): { text: string; href: string | null } {
  if (item.kind === 'class') return { text: item.title, href: classDetailHref({ classId: item.group_class_id }) };
  if (item.kind === 'course') return { text: t('teachingEarnings.forCourse', { title: item.title }), href: null };
  return { text: t(item.is_trial ? 'teachingEarnings.forTrialLesson' : 'teachingEarnings.forLesson'), href: null };
}

/** A commission rate in basis points as a percent in the display locale: 2000 -> "20%", 1250 -> "12.5%". */
export function formatCommissionRate(bps: number, intlLocale: string): string {
  return new Intl.NumberFormat(intlLocale, { style: 'percent', maximumFractionDigits: 2 }).format(bps / 10_000);
}
