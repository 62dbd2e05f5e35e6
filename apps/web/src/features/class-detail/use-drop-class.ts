import { cancelClassBooking, getClassOrder } from '@app/api';
import { decideDropClass, type DropClassDecision } from '@app/domain';
import { useMutation } from '@tanstack/react-query';
import { useToast } from '../../components/toast';
import type { TFunction } from '../../i18n/i18n-provider';
import { useT } from '../../i18n/i18n-provider';
import { errorText } from '../../i18n/error-text';
import { api } from '../../lib/api-client';
import { checkMessage } from '../../lib/booking/check-message';
import { usePrice } from '../../lib/use-price';

function decisionText(t: TFunction, decision: Exclude<DropClassDecision, { outcome: 'cancel' }>): string {
  switch (decision.outcome) {
    case 'already-cancelled':
      return checkMessage(t, { status: 'ClassCancelled', offering: 'class' });
    case 'too-late':
      return t('classPage.dropTooLate');
    case 'course-class':
      return t('classPage.dropCourseClass');
  }
}

const wait = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });

/**
 * 000 §4 "Drop class" after the confirm dialog: "2. The order is re-read. 3. If it is already
 * cancelled, the user is informed and the view refreshes. 4. Otherwise the class is cancelled, and
 * after a 1000 ms delay the message is shown and the view refreshes." `decideDropClass` decides
 * from the re-read order; `refresh` re-reads the page's data.
 */
export function useDropClass({
  classId,
  seatId,
  start,
  classStatus,
  courseId,
  refresh,
}: {
  classId: number;
  seatId: number;
  start: string;
  classStatus: Parameters<typeof decideDropClass>[0]['classStatus'];
  courseId: number | null;
  refresh: () => Promise<unknown>;
}) {
  const t = useT();
  const toast = useToast();
  const price = usePrice();
  return useMutation({
    mutationFn: async () => {
      const order = await api.call(getClassOrder, { params: { id: seatId } });
      const decision = decideDropClass({
        orderStatus: order.data.group_class_student.status,
        start,
        now: Date.now(),
        classStatus,
        courseId,
      });
      if (decision.outcome !== 'cancel') {
        toast({ kind: decision.outcome === 'already-cancelled' ? 'info' : 'warning', text: decisionText(t, decision) });
        await refresh();
        return;
      }
      const answer = await api.call(cancelClassBooking, { params: { group_class_id: classId } });
      await wait(decision.messageDelayMs);
      // Issue 17: the student's own drop says what happened to her money, not "This class has been canceled."
      const text =
        answer.data.kind === 'dropped'
          ? t('classPage.droppedRefund', { amount: price(answer.data.refunded) })
          : checkMessage(t, { status: 'ClassCancelled', offering: 'class' });
      toast({ kind: 'success', text });
      await refresh();
    },
    onError: async (error) => {
      toast({ kind: 'error', text: errorText(t, error) });
      await refresh();
    },
  });
}
