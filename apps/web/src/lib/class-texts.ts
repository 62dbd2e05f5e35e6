import { CLASS_CANCELLATION_TEXTS, CLASS_PROBLEM_REPORTED_TEXT, type ClassHeadlineCode, type ClassNoticeKind } from '@app/domain';
import type { TFunction } from '../i18n/i18n-provider';
import type { MessageKey } from '../i18n/translate';

const HEADLINE_KEYS = {
  upcoming: 'classPage.headlineUpcoming',
  live: 'classPage.headlineLive',
  completed: 'classPage.headlineCompleted',
  canceled: 'classPage.headlineCanceled',
} as const satisfies Record<Exclude<ClassHeadlineCode, 'unknown'>, MessageKey>;

/** 000 §4 "Class headline" in the display language; '' for a seat status this app does not know. */
export function headlineText(t: TFunction, code: ClassHeadlineCode): string {
  return code === 'unknown' ? '' : t(HEADLINE_KEYS[code]);
}

const NOTICE_KEYS = {
  'video-link-soon': 'classPage.noticeVideoLinkSoon',
  'starting-soon': 'classPage.noticeStartingSoon',
  live: 'classPage.noticeLive',
  completed: 'classPage.noticeCompleted',
} as const satisfies Record<ClassNoticeKind, MessageKey>;

export function noticeText(t: TFunction, kind: ClassNoticeKind): string {
  return t(NOTICE_KEYS[kind]);
}

/**
 * The cancelled text `getClassCancellationText` chose, in the display language. The rule returns
 * one of @app/domain's texts; this maps each of them to its catalogue entry (whose English value is
 * that same text), so the choice stays the domain's.
 */
const CANCELLATION_KEYS: ReadonlyMap<string, MessageKey> = new Map<string, MessageKey>([
  [CLASS_CANCELLATION_TEXTS.teacher, 'classPage.cancelledByTeacher'],
  [CLASS_CANCELLATION_TEXTS.student, 'classPage.cancelledByStudent'],
  [CLASS_CANCELLATION_TEXTS.auto, 'classPage.cancelledAuto'],
  [CLASS_CANCELLATION_TEXTS.admin, 'classPage.cancelledByAdmin'],
  [CLASS_CANCELLATION_TEXTS.provider, 'classPage.cancelledByProvider'],
  [CLASS_PROBLEM_REPORTED_TEXT, 'classPage.problemReported'],
]);

export function cancellationText(t: TFunction, text: string): string {
  const key = CANCELLATION_KEYS.get(text);
  return key ? t(key) : text;
}
