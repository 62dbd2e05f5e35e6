import type { GroupCourseSearchItem } from '@app/api';
import { COURSE_CARD_AVATAR_COUNT, formatCourseCapacity, getCoursePriceForDisplay, pickAttendeeAvatars } from '@app/domain';
import { Avatar } from '../../components/avatar';
import { type CoverLoading, coverImageLoading } from '../../components/class-card';
import { useT } from '../../i18n/i18n-provider';
import { useLanguageNames } from '../../i18n/language-names';
import { categoryName, levelName } from '../../lib/catalog-labels';
import { TeacherTypeBadge } from '../../components/teacher-badge';
import { usePrice } from '../../lib/use-price';
import { useDisplayTime } from '../../lib/use-display-time';

/** What the card shows of an enrolled learner (001 §7.1 `GET /v3/users/profiles`). */
export interface LearnerFace {
  readonly user_id: number;
  readonly nickname: string;
  readonly avatar_file_name: string | null;
}

/**
 * The enrolled learners a course card shows: 001 §9 "3 avatars plus an ellipsis, with '3+ enrolled'
 * as a tooltip". Cancelled seats do not count (001 §4.1).
 */
export function getCourseCardLearners(course: Pick<GroupCourseSearchItem, 'course_students'>): { shown: number[]; more: boolean } {
  const taken = pickAttendeeAvatars(course.course_students);
  return { shown: taken.slice(0, COURSE_CARD_AVATAR_COUNT).map((s) => s.student_id), more: taken.length > COURSE_CARD_AVATAR_COUNT };
}

/**
 * A group course in the search results (001 §2.1 "A course card opens the group course detail
 * (GROUP_COURSE_DETAIL, id = the course topic id) in a new tab"): title, language, level and
 * category, first class, number of classes, capacity 'min-max', the course price (price x
 * class_amount, 001 §9), the teacher and the enrolled learners' faces.
 */
export function CourseSearchCard({
  course,
  faces,
  cover = 'lazy',
}: {
  course: GroupCourseSearchItem;
  faces: ReadonlyMap<number, LearnerFace>;
  cover?: CoverLoading;
}) {
  const t = useT();
  const languageNames = useLanguageNames();
  const price = usePrice();
  const time = useDisplayTime();
  const total = getCoursePriceForDisplay(course);
  const learners = getCourseCardLearners(course);
  return (
    <a
      href={`/group-course/${course.topic_id}`}
      target="_blank"
      rel="noopener"
      data-testid="course-search-card"
      data-course-id={course.id}
      className="group flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md"
    >
      <div className="h-32 shrink-0 bg-gradient-to-br from-brand-100 to-amber-100">
        {course.intro_cover ? (
          <img src={course.intro_cover} alt="" {...coverImageLoading(cover)} className="h-full w-full object-cover object-left-top" />
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">
          {languageNames.label(course.language)} · {levelName(t, course.language_level)} · {categoryName(t, course.category)}
        </p>
        <h3 className="line-clamp-2 text-base font-bold leading-snug text-slate-900 group-hover:text-brand-700">
          {course.title}
          <span className="sr-only"> {t('catalog.opensInNewTab')}</span>
        </h3>
        <p className="text-sm text-slate-700">
          <time dateTime={course.start_time}>
            {t('search.courseStarts', { date: `${time.date(course.start_time)} · ${time.time(course.start_time)}` })}
          </time>
        </p>
        <p className="flex flex-wrap gap-x-3 text-sm text-slate-700">
          <span>{t('search.courseClasses', { n: course.class_amount })}</span>
          <span data-testid="course-search-capacity">{t('search.courseCapacity', { capacity: formatCourseCapacity(course) })}</span>
        </p>
        <div className="flex min-w-0 items-center gap-2">
          <Avatar src={course.teacher_info.avatar_file_name} name={course.teacher_info.nickname} size="sm" />
          <span className="truncate text-sm font-medium">{course.teacher_info.nickname}</span>
          <TeacherTypeBadge isPro={course.teacher_info.is_pro} />
        </div>
        <div className="mt-auto flex items-end justify-between gap-2">
          <EnrolledFaces ids={learners.shown} more={learners.more} faces={faces} />
          {total === null ? null : (
            <span className="text-right">
              <span className="block text-lg font-bold text-slate-900" data-testid="course-search-price">
                {price(total)}
              </span>
              <span className="block text-xs text-slate-600">{t('search.perCourse')}</span>
            </span>
          )}
        </div>
      </div>
    </a>
  );
}

function EnrolledFaces({ ids, more, faces }: { ids: readonly number[]; more: boolean; faces: ReadonlyMap<number, LearnerFace> }) {
  const t = useT();
  if (ids.length === 0) return <span />;
  return (
    <span className="flex items-center" role="group" aria-label={t('search.enrolledLabel')} data-testid="course-enrolled">
      {ids.map((id) => {
        const face = faces.get(id);
        return (
          <Avatar
            key={id}
            src={face?.avatar_file_name}
            name={face?.nickname ?? '?'}
            size="sm"
            className="-ml-1.5 ring-2 ring-white first:ml-0"
          />
        );
      })}
      {more ? (
        <span
          title={t('search.enrolledMore')}
          data-testid="course-enrolled-more"
          className="-ml-1.5 flex h-8 w-8 items-center justify-center rounded-full bg-slate-200 text-sm font-bold text-slate-700 ring-2 ring-white"
        >
          <span aria-hidden="true">…</span>
          <span className="sr-only">{t('search.enrolledMore')}</span>
        </span>
      ) : null}
    </span>
  );
}
