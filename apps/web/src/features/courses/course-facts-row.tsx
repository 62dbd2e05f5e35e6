import { formatCourseCapacity, type GroupCourseFacts } from '@app/domain';
import { Avatar } from '../../components/avatar';
import { useT } from '../../i18n/i18n-provider';
import { TeacherTypeBadge } from '../../components/teacher-badge';
import type { CourseCardTeacher } from './course-topic-card';

/** 000 §2 C "a cards row": number of classes, duration per class, group size, teacher. */
export function CourseFactsRow({
  course,
  teacher,
}: {
  course: Pick<GroupCourseFacts, 'class_amount' | 'min_spots' | 'max_spots'> & { readonly duration: number };
  teacher: CourseCardTeacher;
}) {
  const t = useT();
  const capacity = formatCourseCapacity(course);
  const card = 'rounded-xl border border-slate-200 bg-white p-4';
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-[repeat(3,minmax(0,1fr))_minmax(0,1.5fr)]" data-testid="course-facts">
      <div className={card}>
        <dt className="text-xs text-slate-600">{t('courses.cardClasses')}</dt>
        <dd className="mt-1 text-lg font-bold">{t('courses.classCount', { n: course.class_amount })}</dd>
      </div>
      <div className={card}>
        <dt className="text-xs text-slate-600">{t('courses.cardDuration')}</dt>
        <dd className="mt-1 text-lg font-bold">{t('courses.minutesPerClass', { n: course.duration })}</dd>
      </div>
      <div className={`${card} col-span-2 md:col-span-1`}>
        <dt className="text-xs text-slate-600">{t('courses.cardCapacity')}</dt>
        <dd className="mt-1 text-lg font-bold">{capacity ? t('courses.groupSize', { range: capacity }) : '–'}</dd>
      </div>
      <div className={`${card} col-span-2 md:col-span-1`}>
        <dt className="text-xs text-slate-600">{t('courses.cardTeacher')}</dt>
        <dd className="mt-1 flex min-w-0 items-center gap-2">
          <Avatar src={teacher.avatar_file_name} name={teacher.nickname} size="sm" />
          <span className="min-w-0">
            <span className="block font-semibold leading-tight">{teacher.nickname}</span>
            <span className="mt-1 block">
              <TeacherTypeBadge isPro={teacher.is_pro} />
            </span>
          </span>
        </dd>
      </div>
    </dl>
  );
}
