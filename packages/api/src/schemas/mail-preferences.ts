import { z } from 'zod';

/**
 * Issue 15: the mails a user can switch off, one setting each. Every other mail (a confirmation
 * link, a cancellation with its refund) is about the account or money and always goes out.
 * `teacher_new_booking` is the teacher's "a student booked you" mail.
 */
export const MAIL_KINDS = ['reminder_24h', 'reminder_1h', 'teacher_new_booking'] as const;
export const MailKindSchema = z.enum(MAIL_KINDS);
export type MailKind = z.infer<typeof MailKindSchema>;

/** Every kind with whether the user gets it; a kind nobody switched off is on. */
export const MailPreferencesSchema = z.strictObject({
  reminder_24h: z.boolean(),
  reminder_1h: z.boolean(),
  teacher_new_booking: z.boolean(),
});
export type MailPreferences = z.infer<typeof MailPreferencesSchema>;

export const MailPreferencesResponseSchema = z.object({ data: z.object({ preferences: MailPreferencesSchema }) });

/** `PATCH /v1/me/settings/mail`: any of the kinds; an empty body is a 400 (a call that changes nothing is a client bug). */
export const MailPreferencesBodySchema = MailPreferencesSchema.partial().refine(
  (body) => Object.keys(body).length > 0,
  `give at least one of ${MAIL_KINDS.join(', ')}`,
);
export type MailPreferencesBody = z.infer<typeof MailPreferencesBodySchema>;

/** The unsubscribe link's token: 32 random bytes, base64url. */
export const UnsubscribeTokenSchema = z
  .string()
  .min(16)
  .max(200)
  .regex(/^[\w-]+$/, 'not a token from an unsubscribe link');

export const UnsubscribeQuerySchema = z.strictObject({ token: UnsubscribeTokenSchema });
export const UnsubscribeBodySchema = z.strictObject({ token: UnsubscribeTokenSchema });

/**
 * What an unsubscribe link is about, shown before the reader confirms: the kind of mail, the
 * address it goes to (masked: the link may be forwarded), and whether it still goes out.
 */
export const UnsubscribeViewSchema = z.object({
  kind: MailKindSchema,
  masked_email: z.string(),
  subscribed: z.boolean(),
});
export type UnsubscribeView = z.infer<typeof UnsubscribeViewSchema>;
export const UnsubscribeResponseSchema = z.object({ data: UnsubscribeViewSchema });
