import type { GroupCourseSearchItem } from '@app/api';
import { getSpotsDisplay, type ViewerId } from '@app/domain';
import { useT } from '../../i18n/i18n-provider';
import { spotsText } from '../../lib/catalog-labels';
import { useDisplayTime } from '../../lib/use-display-time';
import { BookedGroupLink } from './booked-group-link';
import { CourseClockChangeNote } from './course-clock-change-note';
import { CourseJoinButton } from './course-join-button';
import { firstClassOf } from './first-class';
import { useWeekday } from './use-weekday';

const SPOTS_TONE = {
  'booked-by-you': 'text-emerald-700',
  'fully-booked': 'text-slate-600',
  'be-the-first': 'text-brand-700',
  'only-one-left': 'text-red-700',
  'only-few-left': 'text-amber-800',
  'spots-left': 'text-slate-700',
} as const;

/**
 * 000 §2 D "A list of upcoming groups (Group 1, Group 2, ...). Each shows time, spots state and a
 * Join Group button." Time = the first class in the user's zone, the weekly meeting time and the
 * number of classes; spots from the domain's spots line over `max_spots` and the live seats.
 */
export function CourseGroupItem({
  group,
  position,
  viewerId,
  onJoin,
  joining = false,
  wide = false,
}: {
  group: GroupCourseSearchItem;
  /** 1-based: "Group 1". */
  position: number;
  viewerId: ViewerId;
  onJoin?: ((group: GroupCourseSearchItem) => void) | undefined;
  joining?: boolean;
  /** Room for the button beside the details (the 722 px modal) rather than below them (the side list). */
  wide?: boolean;
}) {
  const t = useT();
  const time = useDisplayTime();
  const weekday = useWeekday();
  const { start_time: start, end_time: end } = firstClassOf(group);
  const spots = getSpotsDisplay({ capacity: group.max_spots, seats: group.course_students, viewerId });
  const label = t('courses.groupN', { n: position });
  const headingId = `course-group-${group.id}`;
  return (
    <li
      className={`rounded-xl border border-slate-200 bg-white p-4 ${wide ? 'sm:flex sm:items-center sm:justify-between sm:gap-6' : ''}`}
      data-testid="course-group"
      data-course-id={group.id}
      aria-labelledby={headingId}
    >
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-3">
          <h3 id={headingId} className="font-bold text-slate-900">
            {label}
          </h3>
          <span className={`text-sm font-semibold ${SPOTS_TONE[spots.kind]}`} data-spots={spots.kind}>
            {spotsText(t, spots)}
          </span>
        </div>
        <p className="mt-1 text-sm text-slate-800">
          <time dateTime={start}>{t('courses.startsOn', { date: time.date(start), time: time.range(start, end) })}</time>
        </p>
        <p className="text-sm text-slate-600">
          {t('courses.weekly', { weekday: weekday(start), time: time.range(start, end) })} ·{' '}
          {t('courses.classCount', { n: group.class_amount })}
        </p>
        <CourseClockChangeNote className="mt-1" starts={group.outlines.map((o) => o.start_time)} />
      </div>
      <div className={`mt-3 flex flex-wrap items-center gap-3 ${wide ? 'sm:mt-0 sm:w-44 sm:shrink-0 sm:flex-col sm:items-stretch' : ''}`}>
        <CourseJoinButton
          course={group}
          viewerId={viewerId}
          groupLabel={label}
          onJoin={
            onJoin
              ? () => {
                  onJoin(group);
                }
              : undefined
          }
          busy={joining}
          full
        />
        <BookedGroupLink course={group} viewerId={viewerId} />
      </div>
    </li>
  );
}
