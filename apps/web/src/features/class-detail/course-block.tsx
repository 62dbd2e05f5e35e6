import type { GroupClassDetail } from '@app/api';
import { Link } from 'react-router';
import { useT } from '../../i18n/i18n-provider';
import { courseTopicHref } from '../../lib/booking/booking-paths';
import { useDisplayTime } from '../../lib/use-display-time';

/** 000 §2.B "an optional course block": the course this class belongs to, with a link to it. */
export function CourseBlock({ course, topicId }: { course: NonNullable<GroupClassDetail['group_course']>; topicId: number }) {
  const t = useT();
  const time = useDisplayTime();
  return (
    <section
      aria-labelledby="course-block-title"
      className="rounded-2xl border border-brand-200 bg-brand-50 p-5"
      data-testid="course-block"
    >
      <h2 id="course-block-title" className="text-sm font-semibold uppercase tracking-wide text-brand-800">
        {t('classPage.partOfCourse')}
      </h2>
      <p className="mt-1 text-lg font-bold">{course.title}</p>
      <p className="mt-1 text-sm text-slate-700">
        {t('booking.courseClasses', { n: course.class_amount })} · {t('classPage.courseStarts', { date: time.date(course.start_time) })}
      </p>
      <Link to={courseTopicHref(topicId)} className="mt-3 inline-block font-semibold text-brand-700 hover:underline">
        {t('classPage.viewCourse')}
      </Link>
    </section>
  );
}
