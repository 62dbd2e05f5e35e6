import { BOOKING_DATE_PATH } from '@app/domain';

/** What a booking link says (001 §2.5): the teacher, the language, and its two flags. */
export interface LessonBookingParams {
  readonly teacherId: number;
  readonly language: string;
  /** `instant_book=1`: the teacher may be booked from 15 minutes ahead if they take instant bookings. */
  readonly instantBook: boolean;
  /** `book_trial_only=1` on the lesson page, `is_trial=1` on the date page: only the trial is offered. */
  readonly trialOnly: boolean;
  /** The date page goes straight to the day and time of the trial. */
  readonly datePage: boolean;
}

const LANGUAGE_PATTERN = /^[a-z][a-z-]{0,99}$/;

/**
 * Reads `/booking/lesson?teacher_id&language[&instant_book=1][&book_trial_only=1]` and
 * `/booking/date?teacher_id&language&is_trial=1&is_package=0`. `null` when the teacher id or the
 * language is missing or malformed: the page shows not-found.
 */
export function readLessonBookingParams({ pathname, search }: { pathname: string; search: string }): LessonBookingParams | null {
  const query = new URLSearchParams(search);
  const rawId = query.get('teacher_id') ?? '';
  const teacherId = /^\d{1,15}$/.test(rawId) ? Number(rawId) : 0;
  const language = (query.get('language') ?? '').trim().toLowerCase();
  if (teacherId < 1 || !LANGUAGE_PATTERN.test(language)) return null;
  const datePage = pathname.replace(/\/$/, '') === BOOKING_DATE_PATH;
  return {
    teacherId,
    language,
    instantBook: query.get('instant_book') === '1',
    trialOnly: datePage ? query.get('is_trial') === '1' : query.get('book_trial_only') === '1',
    datePage,
  };
}

/** The same teacher's lesson page without the trial-only flag, to offer regular lessons instead. */
export function regularLessonsHref(params: LessonBookingParams): string {
  const query = new URLSearchParams({ teacher_id: String(params.teacherId), language: params.language });
  if (params.instantBook) query.set('instant_book', '1');
  return `/booking/lesson?${query.toString()}`;
}
