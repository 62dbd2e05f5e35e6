import { getLessonActivationInfo } from '@app/api';
import { apiQuery } from '../../../lib/api-query';

/** The lesson-activation facts of a language (the lesson preference banner). */
export function lessonActivationQuery({ language }: { language: string }) {
  return apiQuery(getLessonActivationInfo, { query: { language } });
}
