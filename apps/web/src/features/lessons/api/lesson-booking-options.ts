import { getLessonBookingOptions } from '@app/api';
import { apiQuery } from '../../../lib/api-query';
import type { LessonBookingParams } from '../lesson-booking-params';

/** The booking page's one read: teacher, options, open slots, lead time, balance. */
export function lessonBookingOptionsQuery(params: LessonBookingParams) {
  return apiQuery(getLessonBookingOptions, {
    query: {
      teacher_id: params.teacherId,
      language: params.language,
      instant_book: params.instantBook ? '1' : '0',
      book_trial_only: params.trialOnly ? '1' : '0',
    },
  });
}
