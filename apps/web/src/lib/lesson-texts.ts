import type { LessonOption } from '@app/domain';
import type { TFunction } from '../i18n/i18n-provider';

/** "Trial lesson" / "Lesson", for an option card or a summary. */
export function lessonOptionName(t: TFunction, option: Pick<LessonOption, 'is_trial'>): string {
  return option.is_trial ? t('lessons.optionTrial') : t('lessons.optionLesson');
}

/** "Spanish trial lesson" / "Spanish lesson": a lesson's title in My classes (`languageName` already in the display language). */
export function lessonTitle(t: TFunction, { languageName, isTrial }: { languageName: string; isTrial: boolean }): string {
  return t(isTrial ? 'lessons.trialTitle' : 'lessons.lessonTitle', { language: languageName });
}
