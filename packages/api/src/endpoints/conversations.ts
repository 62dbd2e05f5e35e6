import { defineEndpoint } from '../contract/endpoint';
import {
  ConversationResponseSchema,
  ConversationsQuerySchema,
  ConversationsResponseSchema,
  ConversationUserParamSchema,
  MessagesQuerySchema,
  SendMessageBodySchema,
  SendMessageResponseSchema,
} from '../schemas/conversations';

export const listConversations = defineEndpoint({
  method: 'GET',
  path: '/v1/conversations',
  access: 'user',
  summary: 'The signed-in user\'s threads (Contact teacher, 000 §6): the other person, the last message, unread counts; latest first.',
  query: ConversationsQuerySchema,
  response: ConversationsResponseSchema,
});

export const getConversation = defineEndpoint({
  method: 'GET',
  path: '/v1/conversations/:userId',
  access: 'user',
  summary: 'The messages with one user (page 1 = newest, each page oldest first) and their profile; marks the messages to the viewer read.',
  params: ConversationUserParamSchema,
  query: MessagesQuerySchema,
  response: ConversationResponseSchema,
});

export const sendMessage = defineEndpoint({
  method: 'POST',
  path: '/v1/conversations/:userId/messages',
  access: 'user',
  summary: 'Send a message (1..2000 characters after trimming). 403 ConfirmEmailRequired at the confirm-email gate (000 §5), 404 unknown recipient, 400 to oneself, 429 TooManyMessages past 30 a minute.',
  params: ConversationUserParamSchema,
  body: SendMessageBodySchema,
  response: SendMessageResponseSchema,
});
