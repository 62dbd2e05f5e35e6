import { defineEndpoint } from '../contract/endpoint';
import {
  ConversationResponseSchema,
  ConversationsQuerySchema,
  ConversationsResponseSchema,
  ConversationUserParamSchema,
  MarkConversationReadResponseSchema,
  MessagesQuerySchema,
  SendMessageBodySchema,
  SendMessageResponseSchema,
} from '../schemas/conversations';

export const listConversations = defineEndpoint({
  method: 'GET',
  path: '/v1/conversations',
  access: 'user',
  summary: "The signed-in user's threads (Contact teacher, 000 §6): the other person, the last message, unread counts; latest first.",
  query: ConversationsQuerySchema,
  response: ConversationsResponseSchema,
});

export const getConversation = defineEndpoint({
  method: 'GET',
  path: '/v1/conversations/:userId',
  access: 'user',
  errors: ['CannotMessageSelf', 'NotFound'],
  summary:
    'The messages with one user (page 1 = newest, each page oldest first) and their profile. Reading changes nothing: the page marks the thread read with `markConversationRead`.',
  params: ConversationUserParamSchema,
  query: MessagesQuerySchema,
  response: ConversationResponseSchema,
});

export const sendMessage = defineEndpoint({
  method: 'POST',
  path: '/v1/conversations/:userId/messages',
  access: 'user',
  errors: ['CannotMessageSelf', 'ConfirmEmailRequired', 'NotFound', 'TooManyMessages'],
  summary:
    'Send a message (1..2000 characters after trimming). 403 ConfirmEmailRequired at the confirm-email gate (000 §5), 404 unknown recipient, 400 to oneself, 429 TooManyMessages past 30 a minute.',
  params: ConversationUserParamSchema,
  body: SendMessageBodySchema,
  response: SendMessageResponseSchema,
});

export const markConversationRead = defineEndpoint({
  method: 'POST',
  path: '/v1/conversations/:userId/actions/READ',
  access: 'user',
  errors: ['CannotMessageSelf', 'NotFound'],
  summary:
    'Marks every message to the viewer in the thread with one user read (the conversation page calls it when it shows the thread). Oneself 400, unknown user 404; no thread yet marks nothing.',
  params: ConversationUserParamSchema,
  response: MarkConversationReadResponseSchema,
});
