import { Button } from '../../components/button';
import { Modal } from '../../components/modal';
import { useT } from '../../i18n/i18n-provider';
import { COMMUNICATION_TOOL_NAME } from '../../lib/communication-tool';
import { useDisplayTime } from '../../lib/use-display-time';

/**
 * 000 §2.B "A Group class booked modal appears when bookingSuccess is set." 000 §1: "The
 * booking-confirmation modal names that tool as the communication tool."
 */
export function BookingSuccessModal({
  open,
  onClose,
  title,
  start,
  end,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  start: string;
  end: string;
}) {
  const t = useT();
  const time = useDisplayTime();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('classPage.bookedModalTitle')}
      footer={
        <Button onClick={onClose} data-autofocus>
          {t('classPage.bookedModalDone')}
        </Button>
      }
    >
      <div className="space-y-3" data-testid="booked-modal">
        <p className="font-semibold">{title}</p>
        <p className="text-slate-700">
          <time dateTime={start}>
            {time.date(start)} · {time.range(start, end)}
          </time>
        </p>
        <p className="text-slate-700">{t('classPage.bookedModalTool', { tool: COMMUNICATION_TOOL_NAME })}</p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 rounded-lg bg-slate-50 px-3 py-2 text-sm">
          <dt className="text-slate-600">{t('classPage.communicationTool')}</dt>
          <dd className="font-semibold">{COMMUNICATION_TOOL_NAME}</dd>
        </dl>
        <p className="text-sm text-slate-600">{t('classPage.bookedModalJoinHint')}</p>
      </div>
    </Modal>
  );
}
