import { type BookingHandOff, getBookingCheckOutcome, getCoursePrice, isCourseBookingHandOff } from '@app/domain';
import { useQuery } from '@tanstack/react-query';
import { classDetailQuery } from '../../lib/api/class-detail';
import { courseDetailQuery } from '../../lib/api/course-detail';
import { walletQuery } from '../../lib/api/wallet';
import { classBookStatusQuery, courseBookStatusQuery } from './api/book-status';

/** One session of what is bought: a class, or each class of a course. */
export interface PaymentSession {
  readonly title: string;
  readonly start: string;
  readonly end: string;
}

/** What the payment page shows and pays for, re-read from the server (the hand-off record is only the click's memory). */
export interface PaymentFacts {
  readonly offering: 'class' | 'course';
  readonly id: number;
  readonly title: string;
  readonly teacher: { readonly nickname: string; readonly avatar: string | null; readonly isPro: boolean };
  readonly start: string;
  readonly end: string;
  readonly duration: number;
  /** USD cents: a class's price, or a course's price x class_amount. */
  readonly price: number;
  readonly classAmount: number;
  readonly outlines: readonly PaymentSession[];
}

/**
 * The server's view of the hand-off: the class or course detail and the booking check (000 §4 Book
 * flow; the check is re-run because a spot may have gone since the click). The wallet balance too.
 */
export function usePaymentFacts(record: BookingHandOff | null, signedIn: boolean) {
  const course = record !== null && isCourseBookingHandOff(record) ? record.group_course_id : null;
  const klass = record !== null && !isCourseBookingHandOff(record) ? record.group_class_id : null;

  const classDetail = useQuery({ ...classDetailQuery({ id: klass ?? 0 }), enabled: klass !== null });
  const courseDetail = useQuery({ ...courseDetailQuery({ id: course ?? 0 }), enabled: course !== null });
  const classCheck = useQuery({ ...classBookStatusQuery({ id: klass ?? 0 }), enabled: klass !== null && signedIn });
  const courseCheck = useQuery({ ...courseBookStatusQuery({ id: course ?? 0 }), enabled: course !== null && signedIn });
  const wallet = useQuery({ ...walletQuery(), enabled: signedIn, staleTime: 0 });

  let facts: PaymentFacts | null = null;
  if (klass !== null && classDetail.data) {
    const { group_class: c, teacher_info: teacher } = classDetail.data.data;
    facts = {
      offering: 'class',
      id: c.id,
      title: c.title,
      start: c.start_time,
      end: c.end_time,
      duration: c.duration,
      price: c.price,
      classAmount: 1,
      teacher: { nickname: teacher.nickname, avatar: teacher.avatar_file_name, isPro: teacher.is_pro },
      outlines: [],
    };
  } else if (course !== null && courseDetail.data) {
    const { group_course: k, teacher_info: teacher } = courseDetail.data.data;
    facts = {
      offering: 'course',
      id: k.id,
      title: k.title,
      start: k.start_time,
      end: k.end_time,
      duration: k.duration,
      price: getCoursePrice(k),
      classAmount: k.class_amount,
      teacher: { nickname: teacher.nickname, avatar: teacher.avatar_file_name, isPro: teacher.is_pro },
      outlines: k.outlines
        .filter((o) => o.status !== 'CANCELLED')
        .map((o) => ({ title: o.class_title, start: o.start_time, end: o.end_time })),
    };
  }

  const check = klass !== null ? classCheck : courseCheck;
  const outcome = check.data
    ? getBookingCheckOutcome({ status: check.data.data.status, offering: course !== null ? 'course' : 'class' })
    : null;
  const detail = klass !== null ? classDetail : courseDetail;
  return {
    facts,
    outcome,
    wallet,
    detailError: detail.error,
    isLoading: detail.isPending || (signedIn && (check.isPending || wallet.isPending)),
    refetch: () => Promise.all([detail.refetch(), check.refetch(), wallet.refetch()]),
  };
}
