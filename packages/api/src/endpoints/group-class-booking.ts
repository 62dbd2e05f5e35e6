import { defineEndpoint } from '../contract/endpoint';
import {
  BookClassBodySchema,
  BookClassResponseSchema,
  CancelClassResponseSchema,
  CheckBookStatusResponseSchema,
  GroupClassIdParamSchema,
  IdParamSchema,
  OrderResponseSchema,
  ReportProblemBodySchema,
  ReportProblemResponseSchema,
  WalletResponseSchema,
} from '../schemas/booking';

export const checkClassBookStatus = defineEndpoint({
  method: 'GET',
  path: '/v2/group_class/group_classes/:id/check_book_status',
  access: 'user',
  summary: 'The booking check of 000 §8 for the signed-in student: CanBook or the refusal code.',
  params: IdParamSchema,
  response: CheckBookStatusResponseSchema,
});

export const bookClass = defineEndpoint({
  method: 'POST',
  path: '/v3/group_class/group_classes/:group_class_id/actions/BOOK',
  access: 'user',
  errors: [
    'NotFound',
    'ConfirmEmailRequired',
    'CourseClassNotBookable',
    'TimeNotAvailable',
    'ClassNotExist',
    'ClassCancelled',
    'ClassStart',
    'ClassEnd',
    'SpotEmpty',
    'HasBooked',
    'CantBookBySelf',
    'InsufficientBalance',
  ],
  idempotent: true,
  summary: 'Pay for a seat from the wallet. Re-runs the booking check in one transaction that locks the class row.',
  params: GroupClassIdParamSchema,
  body: BookClassBodySchema,
  response: BookClassResponseSchema,
});

export const cancelClassBooking = defineEndpoint({
  method: 'POST',
  path: '/v3/group_class/group_classes/:group_class_id/actions/CANCEL',
  access: 'user',
  errors: [
    'NotFound',
    'ClassCancelled',
    'CourseClassNotDroppable',
    'DropWindowClosed',
    'CourseClassNotCancellable',
    'TeacherCancelNotAllowed',
  ],
  summary: 'Drop class (000 §4): only more than 24 h before start; refunds the seat exactly once.',
  params: GroupClassIdParamSchema,
  response: CancelClassResponseSchema,
});

export const getClassOrder = defineEndpoint({
  method: 'GET',
  path: '/v3/group_class/group_class_orders/:id',
  access: 'user',
  errors: ['NotFound'],
  summary: 'The order of a class-student record (000 §7); only its own student may read it.',
  params: IdParamSchema,
  response: OrderResponseSchema,
});

export const getWallet = defineEndpoint({
  method: 'GET',
  path: '/v1/wallet',
  access: 'user',
  summary: "The signed-in user's balance (USD cents) and ledger, newest first.",
  response: WalletResponseSchema,
});

export const reportClassProblem = defineEndpoint({
  method: 'POST',
  path: '/v3/group_class/group_classes/:group_class_id/actions/PROBLEM',
  access: 'user',
  errors: ['NotFound', 'ProblemReportClosed'],
  summary:
    '"There was a problem" (000 §4): the booked student reports it while the button shows (during the class, or within 1 day after the end); the seat becomes PROBLEM.',
  params: GroupClassIdParamSchema,
  body: ReportProblemBodySchema,
  response: ReportProblemResponseSchema,
});
