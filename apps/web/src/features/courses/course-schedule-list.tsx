import type { CourseClassSeat, CourseOutline } from '@app/api';
import { getClassHeadline, type ClassHeadlineCode, type Instant } from '@app/domain';
import { Link } from 'react-router';
import { useT } from '../../i18n/i18n-provider';
import { useDisplayTime } from '../../lib/use-display-time';
import { headlineText } from '../../lib/class-texts';

const STATE_TONE: Record<ClassHeadlineCode, string> = {
  upcoming: 'bg-brand-50 text-brand-800',
  live: 'bg-emerald-50 text-emerald-800',
  completed: 'bg-slate-100 text-slate-700',
  canceled: 'bg-red-50 text-red-800',
  unknown: 'bg-slate-100 text-slate-700',
};

/** `/group-course/class?cid={class id}&bid={booking id}` (000 §2 page key; bid = the course order id). */
export function courseClassHref({ classId, orderId }: { classId: number; orderId: number }): string {
  return `/group-course/class?${new URLSearchParams({ cid: String(classId), bid: String(orderId) }).toString()}`;
}

/**
 * 000 §2 C "A schedule list with a per-class View class details link": each class with its date and
 * time in the user's zone and its state for this student (the class headline of the student's seat
 * in that class: Upcoming, Currently live, Completed, Canceled).
 */
export function CourseScheduleList({
  outlines,
  classSeats,
  orderId,
  now,
}: {
  outlines: readonly CourseOutline[];
  classSeats: readonly CourseClassSeat[];
  orderId: number;
  now: Instant;
}) {
  const t = useT();
  const time = useDisplayTime();
  const sorted = [...outlines].sort((a, b) => a.class_index - b.class_index || Date.parse(a.start_time) - Date.parse(b.start_time));
  return (
    <ol className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white" data-testid="course-schedule">
      {sorted.map((outline) => {
        const seat = classSeats.find((s) => s.group_class_id === outline.group_class_id);
        const state = seat
          ? getClassHeadline({
              bookingStatus: seat.status,
              start: outline.start_time,
              end: outline.end_time,
              now,
              classStatus: outline.status,
            }).code
          : 'unknown';
        const stateText = headlineText(t, state);
        return (
          <li
            key={outline.group_class_id}
            className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between"
            data-testid="course-schedule-item"
          >
            <div className="min-w-0">
              <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">
                {t('courses.classN', { n: outline.class_index })}
              </p>
              <p className="font-semibold text-slate-900">{outline.class_title}</p>
              <p className="text-sm text-slate-700">
                <time dateTime={outline.start_time}>
                  {time.date(outline.start_time)} · {time.range(outline.start_time, outline.end_time)}
                </time>
              </p>
            </div>
            <div className="flex shrink-0 items-center gap-3">
              {stateText ? (
                <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATE_TONE[state]}`}>{stateText}</span>
              ) : null}
              <Link
                to={courseClassHref({ classId: outline.group_class_id, orderId })}
                aria-label={t('courses.viewClassDetailsOf', { n: outline.class_index })}
                className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
              >
                {t('courses.viewClassDetails')}
              </Link>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
