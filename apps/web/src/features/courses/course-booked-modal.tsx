import type { Instant } from '@app/domain';
import { Button } from '../../components/button';
import { Modal } from '../../components/modal';
import { useT } from '../../i18n/i18n-provider';
import { COMMUNICATION_TOOL_NAME } from '../../lib/communication-tool';
import { useDisplayTime } from '../../lib/use-display-time';
import { CourseClockChangeNote } from './course-clock-change-note';

/**
 * 000 §2 "bookingSuccess": the "Group course booked" modal on the course order page, like the class
 * one; 000 §1 "The booking-confirmation modal names that tool as the communication tool."
 */
export function CourseBookedModal({
  open,
  onClose,
  title,
  firstClass,
  starts,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  firstClass: { readonly start_time: Instant; readonly end_time: Instant } | undefined;
  /** Every class's start: the confirmation says when the course's time moves on the student's clock. */
  starts: readonly string[];
}) {
  const t = useT();
  const time = useDisplayTime();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('courses.bookedTitle')}
      footer={
        <Button onClick={onClose} data-autofocus>
          {t('courses.bookedDone')}
        </Button>
      }
    >
      <div className="space-y-3 text-slate-800" data-testid="course-booked-modal">
        {firstClass ? (
          <p>{t('courses.bookedText', { title, date: time.date(firstClass.start_time), time: time.time(firstClass.start_time) })}</p>
        ) : null}
        <CourseClockChangeNote starts={starts} />
        <p>{t('courses.bookedTool', { tool: COMMUNICATION_TOOL_NAME })}</p>
      </div>
    </Modal>
  );
}
