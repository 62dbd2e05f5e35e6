import type { Instant } from '@app/domain';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useT } from '../../i18n/i18n-provider';
import { CourseStatusPanel, type StatusPanelCourse } from './course-status-panel';
import { useCancelCourseSpot } from './use-cancel-course-spot';

/** The status panel wired to Cancel my spot: the panel, its confirm dialog and the cancel flow. */
export function CourseStatusSection({
  courseId,
  course,
  firstClass,
  studentId,
  now,
  clock,
}: {
  courseId: number;
  course: StatusPanelCourse;
  firstClass: { readonly start_time: Instant; readonly end_time: Instant };
  studentId: number;
  now: Instant;
  clock?: () => number;
}) {
  const t = useT();
  const cancel = useCancelCourseSpot({ courseId, studentId, ...(clock ? { clock } : {}) });
  return (
    <>
      <CourseStatusPanel
        course={course}
        firstClass={firstClass}
        studentId={studentId}
        now={now}
        onCancelSpot={cancel.ask}
        cancelBusy={cancel.busy}
      />
      <ConfirmDialog
        open={cancel.confirmOpen}
        title={t('courses.cancelConfirmTitle')}
        text={t('courses.cancelConfirmText')}
        confirmLabel={t('courses.cancelConfirmButton')}
        busy={cancel.busy}
        onConfirm={cancel.confirm}
        onClose={cancel.dismiss}
      />
    </>
  );
}
