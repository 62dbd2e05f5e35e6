import { type GroupCourse, WEB_ROUTES } from '@app/api';
import { countTakenSeats, decideTeacherCancelCourse, getCourseHeadline, type Instant, isSeatTaken } from '@app/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../components/avatar';
import { Button, buttonClass } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { type TFunction, useT } from '../../i18n/i18n-provider';
import { classDetailHref } from '../../lib/booking/booking-paths';
import { courseHeadlineText, ruleText } from '../../lib/course-texts';
import { useDisplayTime } from '../../lib/use-display-time';
import { useTeacherCancelCourse } from './use-teacher-cancel-course';

/** A course whose classes may still take place: one the teacher cannot cancel is told why. */
const LIVE_STATUSES: ReadonlySet<GroupCourse['status']> = new Set(['ReadyForSchedule', 'Upcoming', 'Ongoing']);

function confirmText(t: TFunction, joined: number): string {
  if (joined === 0) return t('courses.teacherCancelTextNone');
  return joined === 1 ? t('courses.teacherCancelTextOne') : t('courses.teacherCancelTextMany', { n: joined });
}

/**
 * The course page as its own teacher sees it (issue 14: "the teacher sees her view, not the
 * student's"): each of her groups of the topic with its state, how many joined out of the spots (and
 * the minimum to run), who joined, and its classes, each linking to the class page where she has the
 * roster and Join. No Join Group, no price to pay. Cancel course shows where `decideTeacherCancelCourse`
 * allows it (before the start, fewer than 2 spots taken), behind a confirm dialog that says who is
 * refunded; a course still running that it refuses says why, in the rule's words.
 */
export function TeacherCourseList({
  courses,
  teacherId,
  now,
}: {
  courses: readonly GroupCourse[];
  /** The signed-in viewer, the courses' teacher: the rule decides for her. */
  teacherId: number;
  now: Instant;
}) {
  const t = useT();
  return (
    <section aria-labelledby="teacher-courses-title" className="space-y-4" data-testid="teacher-course-list">
      <div>
        <h2 id="teacher-courses-title" className="text-lg font-bold">
          {t('courses.teacherTitle')}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{t('courses.teacherIntro')}</p>
      </div>
      {courses.length === 0 ? <p className="text-slate-700">{t('courses.teacherNoGroups')}</p> : null}
      <ol className="space-y-4">
        {courses.map((course, index) => (
          <TeacherCourseItem key={course.id} course={course} position={index + 1} teacherId={teacherId} now={now} />
        ))}
      </ol>
      <Link to={WEB_ROUTES.teachingNewCourse} className={buttonClass({ variant: 'secondary', full: true })}>
        {t('courses.teacherSchedule')}
      </Link>
    </section>
  );
}

function TeacherCourseItem({
  course,
  position,
  teacherId,
  now,
}: {
  course: GroupCourse;
  position: number;
  teacherId: number;
  now: Instant;
}) {
  const t = useT();
  const time = useDisplayTime();
  const [confirming, setConfirming] = useState(false);
  const cancel = useTeacherCancelCourse({ courseId: course.id });
  const joined = countTakenSeats(course.course_students);
  const students = course.course_students.filter(isSeatTaken);
  const headline = courseHeadlineText(t, getCourseHeadline({ course, studentId: null }).code);
  const decision = decideTeacherCancelCourse({ course, viewerId: teacherId, now });
  const titleId = `teacher-course-${course.id}`;
  return (
    <li
      aria-labelledby={titleId}
      className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
      data-testid="teacher-course"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="font-bold text-slate-900">
          {t('courses.groupN', { n: position })}
        </h3>
        {headline ? (
          <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-200">
            {headline}
          </span>
        ) : null}
      </div>
      <div>
        <p className="text-sm font-semibold text-slate-900" data-testid="teacher-course-enrolled">
          {t('courses.teacherEnrolled', { n: joined, max: course.max_spots, min: course.min_spots })}
        </p>
        <meter
          className="mt-1 h-2 w-full"
          min={0}
          max={course.max_spots}
          low={course.min_spots}
          optimum={course.max_spots}
          value={joined}
          aria-label={t('courses.teacherEnrolled', { n: joined, max: course.max_spots, min: course.min_spots })}
        />
      </div>
      <div>
        <h4 className="text-sm font-semibold text-slate-700">{t('courses.teacherStudents')}</h4>
        {students.length === 0 ? (
          <p className="mt-1 text-sm text-slate-600">
            {t(course.status === 'Cancelled' ? 'courses.teacherNoStudentsCancelled' : 'courses.teacherNoStudents')}
          </p>
        ) : (
          <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-2" data-testid="teacher-course-roster">
            {students.map((seat) => (
              <li key={seat.id} className="flex items-center gap-2 text-sm text-slate-800">
                <Avatar src={seat.avatar_file_name} name={seat.nickname} size="sm" />
                <span>{seat.nickname}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div>
        <h4 className="text-sm font-semibold text-slate-700">{t('courses.teacherClasses')}</h4>
        <ol className="mt-1 divide-y divide-slate-100">
          {[...course.outlines]
            .sort((a, b) => a.class_index - b.class_index)
            .map((outline) => (
              <li key={outline.group_class_id} className="flex flex-wrap items-baseline justify-between gap-x-3 py-1.5 text-sm">
                <Link
                  to={classDetailHref({ classId: outline.group_class_id })}
                  className="font-semibold text-brand-700 underline-offset-2 hover:underline"
                >
                  {t('courses.classN', { n: outline.class_index })}
                </Link>
                <time dateTime={outline.start_time} className="text-slate-700">
                  {time.date(outline.start_time)} · {time.range(outline.start_time, outline.end_time)}
                </time>
              </li>
            ))}
        </ol>
      </div>
      {decision.outcome === 'cancel' ? (
        <Button
          variant="danger"
          size="sm"
          onClick={() => {
            setConfirming(true);
          }}
          disabled={cancel.isPending}
        >
          {t('courses.teacherCancel')}
        </Button>
      ) : LIVE_STATUSES.has(course.status) ? (
        <p className="text-xs text-slate-600" data-testid="teacher-course-cancel-note">
          {ruleText(t, decision.message)}
        </p>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={t('courses.teacherCancelTitle')}
        text={confirmText(t, joined)}
        confirmLabel={t('courses.teacherCancelConfirm')}
        dismissLabel={t('courses.teacherKeepCourse')}
        busy={cancel.isPending}
        onClose={() => {
          setConfirming(false);
        }}
        onConfirm={() => {
          cancel.mutate(undefined, {
            onSettled: () => {
              setConfirming(false);
            },
          });
        }}
      />
    </li>
  );
}
