import { countCharacters } from '@app/domain';
import { z } from 'zod';

/** Longest name the support form accepts. */
export const SUPPORT_NAME_MAX_LENGTH = 100;
/** RFC 5321's longest address. */
export const SUPPORT_EMAIL_MAX_LENGTH = 254;
/** Longest subject line. */
export const SUPPORT_SUBJECT_MAX_LENGTH = 200;
/** Longest message, as the group-class feedback form (001 §9 "Feedback max 5000 characters"). */
export const SUPPORT_MESSAGE_MAX_LENGTH = 5000;
/** Longest page path sent with a request (where the widget was opened). */
export const SUPPORT_PAGE_MAX_LENGTH = 300;

const within = (max: number) => (text: string) => countCharacters(text) <= max;

/**
 * `POST /v1/support/requests`: the support widget's contact form (001 §2.6). The widget is opened
 * with the user's name, e-mail and id (0 when signed out); the id is never taken from the body: the
 * server uses the session's user, so nobody files a request in another user's name.
 */
export const SupportRequestBodySchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'must not be blank')
    .refine(within(SUPPORT_NAME_MAX_LENGTH), `at most ${SUPPORT_NAME_MAX_LENGTH} characters`),
  email: z
    .string()
    .trim()
    .max(SUPPORT_EMAIL_MAX_LENGTH, `at most ${SUPPORT_EMAIL_MAX_LENGTH} characters`)
    .pipe(z.email('a valid e-mail address')),
  subject: z
    .string()
    .trim()
    .min(1, 'must not be blank')
    .refine(within(SUPPORT_SUBJECT_MAX_LENGTH), `at most ${SUPPORT_SUBJECT_MAX_LENGTH} characters`),
  message: z
    .string()
    .trim()
    .min(1, 'must not be blank')
    .refine(within(SUPPORT_MESSAGE_MAX_LENGTH), `at most ${SUPPORT_MESSAGE_MAX_LENGTH} characters`),
  /** The page the widget was opened on, e.g. `/teachers/english`. */
  page: z
    .string()
    .trim()
    .max(SUPPORT_PAGE_MAX_LENGTH, `at most ${SUPPORT_PAGE_MAX_LENGTH} characters`)
    .startsWith('/', 'starts with /')
    .optional(),
});
export type SupportRequestBody = z.input<typeof SupportRequestBodySchema>;

export const SupportRequestResponseSchema = z.object({
  data: z.object({
    id: z.number().int(),
    /** The signed-in sender, 0 for a visitor (001 §2.6 "id defaults to 0"). */
    user_id: z.number().int(),
    created_at: z.string(),
  }),
});
export type SupportRequestResponse = z.infer<typeof SupportRequestResponseSchema>;
