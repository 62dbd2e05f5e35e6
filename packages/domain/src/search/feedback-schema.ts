import { z } from 'zod';
import { FEEDBACK_CATEGORIES, FEEDBACK_EMPTY_MESSAGE, FEEDBACK_MAX_LENGTH, FEEDBACK_TOO_LONG_MESSAGE } from './feedback';
import { countCharacters } from './text-length';

/** `FeedbackCategory` as a schema: 001 §3 "Feedback: category ('topic' or 'general')". */
export const FeedbackCategorySchema = z.enum(FEEDBACK_CATEGORIES);

/**
 * `FeedbackBody` as a schema: 001 §7.1 "POST /v3/group_class/feedbacks: body {category, custom_msg}".
 * The message is trimmed, must not be empty, and at most 5000 characters (code points; inclusive) after trimming.
 */
export const FeedbackBodySchema = z.object({
  category: FeedbackCategorySchema,
  custom_msg: z
    .string()
    .trim()
    .refine((m) => m.length > 0, { message: FEEDBACK_EMPTY_MESSAGE })
    .refine((m) => countCharacters(m) <= FEEDBACK_MAX_LENGTH, { message: FEEDBACK_TOO_LONG_MESSAGE }),
});
