import type { LedgerEntry } from '@app/api';
import { classDetailHref, courseOrderHref, MY_CLASSES_PATH } from '../../lib/booking/booking-paths';
import type { TFunction } from '../../i18n/i18n-provider';
import type { MessageKey } from '../../i18n/translate';

const KIND_KEYS: Record<LedgerEntry['kind'], MessageKey> = {
  TOP_UP: 'money.kindTOP_UP',
  CLASS_PAYMENT: 'money.kindCLASS_PAYMENT',
  COURSE_PAYMENT: 'money.kindCOURSE_PAYMENT',
  LESSON_PAYMENT: 'money.kindLESSON_PAYMENT',
  REFUND: 'money.kindREFUND',
  WELCOME_CREDIT: 'money.kindWELCOME_CREDIT',
  GIFT_CODE: 'money.kindGIFT_CODE',
};

export function ledgerKindText(t: TFunction, kind: LedgerEntry['kind']): string {
  return t(KIND_KEYS[kind]);
}

/**
 * Where a row's "what it was for" links: the class page of that seat (with `classID` and
 * `studentBookedID`, so it opens as the booked view), the course order page, or for a one-to-one
 * lesson My classes (a lesson has no page of its own). Null for a row that is not about a booking
 * (top-up, welcome credit).
 */
export function ledgerItemLink(t: TFunction, item: LedgerEntry['item']): { href: string; text: string } | null {
  if (!item) return null;
  if (item.kind === 'class') {
    return {
      href: classDetailHref({ classId: item.group_class_id, studentBookedId: item.student_booked_id }),
      text: t('money.forClass', { title: item.title }),
    };
  }
  if (item.kind === 'lesson') {
    return { href: MY_CLASSES_PATH, text: t(item.is_trial ? 'money.forTrialLesson' : 'money.forLesson', { name: item.teacher_nickname }) };
  }
  return { href: courseOrderHref({ courseSeatId: item.student_booked_id }), text: t('money.forCourse', { title: item.title }) };
}

/** A signed amount: a refund or credit reads "+€13.89", a charge "-€13.89" (the formatter writes the minus). */
export function signedAmount(text: string, cents: number): string {
  return cents > 0 ? `+${text}` : text;
}
