import {
  getCourseActions,
  getCourseCancellationText,
  getCourseHeadline,
  type CourseHeadlineCode,
  type GroupCourseFacts,
  type Instant,
} from '@app/domain';
import { Button } from '../../components/button';
import { useT } from '../../i18n/i18n-provider';
import { useDisplayTime } from '../../lib/use-display-time';
import { courseActionText, courseHeadlineText, ruleText } from '../../lib/course-texts';

const HEADLINE_TONE: Record<CourseHeadlineCode, string> = {
  canceled: 'bg-red-50 text-red-800 ring-red-200',
  scheduled: 'bg-sky-50 text-sky-900 ring-sky-200',
  upcoming: 'bg-brand-50 text-brand-800 ring-brand-200',
  ongoing: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  terminated: 'bg-amber-50 text-amber-900 ring-amber-200',
  completed: 'bg-slate-100 text-slate-800 ring-slate-200',
  unknown: 'bg-slate-100 text-slate-800 ring-slate-200',
};

export type StatusPanelCourse = Pick<GroupCourseFacts, 'status' | 'teacher_id' | 'start_time' | 'update_by' | 'course_students'>;

/**
 * 000 §2 C "Status panel" and 000 §4 "Course headline": the headline (`getCourseHeadline`), the
 * action of the moment (`getCourseActions`: the reminder with Cancel my spot more than 24 h before
 * the start, "Your course is all set to begin as scheduled." after that, nothing while Scheduled or
 * Ongoing, the Terminated message) and, when cancelled, who cancelled (`getCourseCancellationText`).
 */
export function CourseStatusPanel({
  course,
  firstClass,
  studentId,
  now,
  onCancelSpot,
  cancelBusy = false,
}: {
  course: StatusPanelCourse;
  /** The first class, for "First class: date, time" in the user's zone. */
  firstClass: { readonly start_time: Instant; readonly end_time: Instant };
  studentId: number;
  now: Instant;
  onCancelSpot: () => void;
  cancelBusy?: boolean;
}) {
  const t = useT();
  const time = useDisplayTime();
  const headline = getCourseHeadline({ course, studentId });
  const actions = getCourseActions({ course, studentId, now });
  const cancelled = getCourseCancellationText({ course, studentId });
  const message = courseActionText(t, actions.kind);
  const headlineText = courseHeadlineText(t, headline.code);
  return (
    <section
      aria-labelledby="course-status-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      data-testid="course-status-panel"
    >
      <h2 id="course-status-title" className="sr-only">
        {t('courses.statusPanelTitle')}
      </h2>
      {headlineText ? (
        <p
          className={`inline-flex rounded-full px-3 py-1 text-sm font-bold ring-1 ${HEADLINE_TONE[headline.code]}`}
          data-testid="course-headline"
          data-headline={headline.code}
        >
          {headlineText}
        </p>
      ) : null}
      <p className="mt-3 text-sm text-slate-700">
        {t('courses.startsAt', { date: time.date(firstClass.start_time), time: time.range(firstClass.start_time, firstClass.end_time) })}
      </p>
      {cancelled ? (
        <p className="mt-3 text-sm text-slate-800" data-testid="course-cancelled-text">
          {ruleText(t, cancelled)}
        </p>
      ) : null}
      {message ? (
        <p className="mt-3 text-sm text-slate-800" data-testid="course-action-message" data-action={actions.kind}>
          {message}
        </p>
      ) : null}
      {actions.canCancelSpot ? (
        <Button variant="danger" full className="mt-4" onClick={onCancelSpot} disabled={cancelBusy} aria-busy={cancelBusy || undefined}>
          {t('courses.cancelMySpot')}
        </Button>
      ) : null}
    </section>
  );
}
