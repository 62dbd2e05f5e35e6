import type { LessonBookingCheck, LessonOption } from '@app/domain';
import type { TFunction } from '../i18n/i18n-provider';
import type { MessageKey } from '../i18n/translate';

const REFUSAL_KEYS: Record<Exclude<LessonBookingCheck, 'CanBook'>, MessageKey> = {
  OwnLesson: 'lessons.refuseOwnLesson',
  TrialNotAvailable: 'lessons.refuseTrialNotAvailable',
  OptionNotOffered: 'lessons.refuseOptionNotOffered',
  SlotNotAvailable: 'lessons.refuseSlotNotAvailable',
  TimeNotAvailable: 'lessons.refuseTimeNotAvailable',
  InsufficientBalance: 'lessons.refuseInsufficientBalance',
};

function isRefusal(code: string): code is keyof typeof REFUSAL_KEYS {
  return code in REFUSAL_KEYS;
}

/** A refusal of the booking (a `checkLessonBooking` code, or the confirm-email gate) in the display language; other codes keep the server's message. */
export function lessonRefusalText(t: TFunction, { code, message }: { code: string; message: string }): string {
  if (isRefusal(code)) return t(REFUSAL_KEYS[code]);
  if (code === 'ConfirmEmailRequired') return t('lessons.refuseConfirmEmail');
  return message || t('common.genericError');
}

/** "Trial lesson" / "Lesson", for an option card or a summary. */
export function lessonOptionName(t: TFunction, option: Pick<LessonOption, 'is_trial'>): string {
  return option.is_trial ? t('lessons.optionTrial') : t('lessons.optionLesson');
}

/** "Spanish trial lesson" / "Spanish lesson": a lesson's title in My classes (`languageName` already in the display language). */
export function lessonTitle(t: TFunction, { languageName, isTrial }: { languageName: string; isTrial: boolean }): string {
  return t(isTrial ? 'lessons.trialTitle' : 'lessons.lessonTitle', { language: languageName });
}
