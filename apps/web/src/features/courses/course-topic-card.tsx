import { formatCourseCapacity, getCoursePriceForDisplay } from '@app/domain';
import type { ReactNode } from 'react';
import { Avatar } from '../../components/avatar';
import { ReadMore } from '../../components/read-more';
import { useT } from '../../i18n/i18n-provider';
import { useLanguageNames } from '../../i18n/language-names';
import { categoryName, levelName } from '../../lib/catalog-labels';
import { TeacherTypeBadge } from '../../components/teacher-badge';
import { usePrice } from '../../lib/use-price';

export interface CourseCardCourse {
  readonly title: string;
  readonly language: string;
  readonly language_level: number;
  readonly category: string;
  readonly description: string;
  readonly outcomes: readonly string[];
}

/** What the course's groups share: the number and length of classes, the group size and the price. */
export interface CourseCardFacts {
  readonly class_amount: number;
  readonly duration: number;
  readonly min_spots: number;
  readonly max_spots: number;
  /** Per class, USD cents (000 §3). */
  readonly price: number;
}

export interface CourseCardTeacher {
  readonly nickname: string;
  readonly avatar_file_name: string | null;
  readonly is_pro: boolean;
}

/**
 * 000 §2 D "Course card with a share button": title, language, level, category, the teacher, the
 * description (clamped, 000 §5), the objectives, and (once the course has a group) class_amount
 * classes of `duration` minutes, the group size 'min-max' (001 §9) and the price per course
 * (000 §3 "price times class_amount").
 */
export function CourseTopicCard({
  course,
  facts,
  teacher,
  share,
}: {
  course: CourseCardCourse;
  /** Null for a course topic that has no group yet: there is nothing to count or price. */
  facts: CourseCardFacts | null;
  teacher: CourseCardTeacher;
  share?: ReactNode;
}) {
  const t = useT();
  const languageNames = useLanguageNames();
  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6" data-testid="course-card">
      <div className="flex min-h-9 items-center justify-between gap-4">
        <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">{t('courses.eyebrow')}</p>
        {share}
      </div>
      <h1 className="mt-1 text-2xl font-extrabold leading-tight text-slate-900 sm:text-3xl">{course.title}</h1>
      <p className="mt-3 flex flex-wrap items-center gap-2 text-sm text-slate-700">
        <span>{languageNames.label(course.language)}</span>
        <span aria-hidden="true">·</span>
        <span>{levelName(t, course.language_level)}</span>
        <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
          {categoryName(t, course.category)}
        </span>
      </p>

      <div className="mt-4 flex min-w-0 items-center gap-3">
        <Avatar src={teacher.avatar_file_name} name={teacher.nickname} size="md" />
        <div className="min-w-0">
          <p className="text-xs text-slate-600">{t('courses.teacherLabel')}</p>
          <p className="flex flex-wrap items-center gap-2">
            <span className="truncate font-semibold text-slate-900">{teacher.nickname}</span>
            <TeacherTypeBadge isPro={teacher.is_pro} />
          </p>
        </div>
      </div>

      {facts ? <CourseFactsList facts={facts} /> : null}

      <section className="mt-6" aria-labelledby="course-about">
        <h2 id="course-about" className="text-lg font-bold">
          {t('courses.aboutCourse')}
        </h2>
        <ReadMore text={course.description} className="mt-2 text-slate-700" />
      </section>

      {course.outcomes.length > 0 ? (
        <section className="mt-6" aria-labelledby="course-objectives">
          <h2 id="course-objectives" className="text-lg font-bold">
            {t('courses.objectives')}
          </h2>
          <ul className="mt-2 space-y-2">
            {course.outcomes.map((outcome) => (
              <li key={outcome} className="flex items-start gap-2 text-slate-800">
                <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 h-5 w-5 shrink-0 text-emerald-600">
                  <path
                    d="M5 10.5l3 3 7-7"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2.2"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </svg>
                {outcome}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}

/** Classes of how many minutes, the group size 'min-max' and the price per course. */
function CourseFactsList({ facts }: { facts: CourseCardFacts }) {
  const t = useT();
  const price = usePrice();
  const total = getCoursePriceForDisplay(facts);
  const capacity = formatCourseCapacity(facts);
  return (
    <dl className="mt-5 grid gap-3 rounded-xl bg-slate-50 p-4 sm:grid-cols-3">
      <div>
        <dt className="text-xs text-slate-600">{t('courses.cardClasses')}</dt>
        <dd className="font-semibold text-slate-900">
          {t('courses.classesOfMinutes', { count: facts.class_amount, minutes: facts.duration })}
        </dd>
      </div>
      {capacity ? (
        <div>
          <dt className="text-xs text-slate-600">{t('courses.cardCapacity')}</dt>
          <dd className="font-semibold text-slate-900" data-testid="course-capacity">
            {t('courses.groupSize', { range: capacity })}
          </dd>
        </div>
      ) : null}
      {total === null ? null : (
        <div>
          <dt className="text-xs text-slate-600">{t('courses.cardPrice')}</dt>
          <dd className="text-slate-900">
            <span className="text-xl font-bold" data-testid="course-price">
              {price(total)}
            </span>{' '}
            <span className="text-sm text-slate-600">{t('courses.perCourse')}</span>
          </dd>
        </div>
      )}
    </dl>
  );
}
