import { countCharacters } from '@app/domain';
import { z } from 'zod';
import { queryInt } from '../contract/query';
import { SearchPagingSchema } from './shared';

/** Longest message, in characters (code points) after trimming; an empty one is refused. */
export const MESSAGE_TEXT_MAX_LENGTH = 2000;
export const CONVERSATIONS_PAGE_SIZE = 20;
export const CONVERSATIONS_MAX_PAGE_SIZE = 50;
export const MESSAGES_PAGE_SIZE = 50;
export const MESSAGES_MAX_PAGE_SIZE = 100;

export const ConversationUserParamSchema = z.object({ userId: queryInt({ min: 1 }) });

export const ConversationsQuerySchema = z.object({
  page: queryInt({ min: 1, max: 10_000 }).default(1),
  page_size: queryInt({ min: 1, max: CONVERSATIONS_MAX_PAGE_SIZE }).default(CONVERSATIONS_PAGE_SIZE),
});

/** Page 1 is the newest messages; each page lists its messages oldest first; `has_next` = older ones exist. */
export const MessagesQuerySchema = z.object({
  page: queryInt({ min: 1, max: 10_000 }).default(1),
  page_size: queryInt({ min: 1, max: MESSAGES_MAX_PAGE_SIZE }).default(MESSAGES_PAGE_SIZE),
});

export const SendMessageBodySchema = z.object({
  text: z
    .string()
    .trim()
    .min(1, 'must not be blank')
    .refine((text) => countCharacters(text) <= MESSAGE_TEXT_MAX_LENGTH, `at most ${MESSAGE_TEXT_MAX_LENGTH} characters`),
});

/** The other person of a thread, as the conversation page shows them (never the email). */
export const ConversationPeerSchema = z.object({
  user_id: z.number().int(),
  nickname: z.string(),
  avatar_file_name: z.string().nullable(),
  origin_country_id: z.number().int().nullable(),
  is_teacher: z.boolean(),
});
export type ConversationPeer = z.infer<typeof ConversationPeerSchema>;

/** `read_at`: when the recipient marked the thread read (the page does when it shows it); null while unread. */
export const MessageSchema = z.object({
  id: z.number().int(),
  sender_id: z.number().int(),
  recipient_id: z.number().int(),
  text: z.string(),
  created_at: z.string(),
  read_at: z.string().nullable(),
});
export type Message = z.infer<typeof MessageSchema>;

export const ConversationSummarySchema = z.object({
  conversation_id: z.number().int(),
  user: ConversationPeerSchema,
  last_message: MessageSchema,
  /** Messages to the viewer in this thread not read yet. */
  unread_count: z.number().int(),
});
export type ConversationSummary = z.infer<typeof ConversationSummarySchema>;

/** `GET /v1/conversations`: the viewer's threads, latest message first, and their unread total (for a badge). */
export const ConversationsResponseSchema = z.object({
  data: z.object({ conversations: z.array(ConversationSummarySchema), unread_total: z.number().int(), paging: SearchPagingSchema }),
});

/** `GET /v1/conversations/{userId}`: the thread with one person; `conversation_id` is null before the first message. */
export const ConversationResponseSchema = z.object({
  data: z.object({
    user: ConversationPeerSchema,
    conversation_id: z.number().int().nullable(),
    messages: z.array(MessageSchema),
    paging: SearchPagingSchema,
  }),
});

export const SendMessageResponseSchema = z.object({ data: z.object({ conversation_id: z.number().int(), message: MessageSchema }) });

/** `POST /v1/conversations/{userId}/actions/READ`: the thread (null before its first message) and how many messages to the viewer were marked read now. */
export const MarkConversationReadResponseSchema = z.object({
  data: z.object({ conversation_id: z.number().int().nullable(), marked_read: z.number().int() }),
});
