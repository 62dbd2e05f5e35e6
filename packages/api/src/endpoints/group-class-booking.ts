import { defineEndpoint } from '../contract/endpoint';
import {
  BookClassBodySchema,
  BookClassResponseSchema,
  CancelClassResponseSchema,
  CheckBookStatusResponseSchema,
  GroupClassIdParamSchema,
  IdParamSchema,
  OrderResponseSchema,
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
  summary: 'Pay for a seat from the wallet. Re-runs the booking check in one transaction that locks the class row.',
  params: GroupClassIdParamSchema,
  body: BookClassBodySchema,
  response: BookClassResponseSchema,
});

export const cancelClassBooking = defineEndpoint({
  method: 'POST',
  path: '/v3/group_class/group_classes/:group_class_id/actions/CANCEL',
  access: 'user',
  summary: 'Drop class (000 §4): only more than 24 h before start; refunds the seat exactly once.',
  params: GroupClassIdParamSchema,
  response: CancelClassResponseSchema,
});

export const getClassOrder = defineEndpoint({
  method: 'GET',
  path: '/v3/group_class/group_class_orders/:id',
  access: 'user',
  summary: 'The order of a class-student record (000 §7); only its own student may read it.',
  params: IdParamSchema,
  response: OrderResponseSchema,
});

export const getWallet = defineEndpoint({
  method: 'GET',
  path: '/v1/wallet',
  access: 'user',
  summary: 'The signed-in user\'s balance (USD cents) and ledger, newest first.',
  response: WalletResponseSchema,
});
