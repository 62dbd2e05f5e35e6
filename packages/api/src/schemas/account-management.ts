import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, UserSchema } from './user';

/** A one-use link's token as the links carry it (base64url of 32 random bytes). */
const AccountTokenSchema = z.string().min(16).max(200);

/**
 * `POST /v1/account/forgot_password`: the address a reset link should go to. The same answer
 * whether or not it has an account; only a registered address gets a mail, in its owner's language.
 */
export const ForgotPasswordBodySchema = z.object({ email: z.string().trim().min(1).max(254) });
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBodySchema>;

export const ResetTokenQuerySchema = z.object({ token: AccountTokenSchema });
/** `GET /v1/account/reset_password`: the link still works (changes nothing; a used or expired link is 400 InvalidResetToken). */
export const ResetTokenResponseSchema = z.object({
  data: z.object({ valid: z.literal(true), expires_at: z.iso.datetime({ offset: true }) }),
});

export const ResetPasswordBodySchema = z.object({
  token: AccountTokenSchema,
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});
export type ResetPasswordBody = z.infer<typeof ResetPasswordBodySchema>;

export const ChangePasswordBodySchema = z.object({
  current_password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  new_password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;
/** Sessions other than this one that a password change ended. */
export const SessionsEndedResponseSchema = z.object({ data: z.object({ ended: z.number().int().min(0) }) });

/** One signed-in browser of the user (issue 17 "sessions listed with device and last use"). */
export const AccountSessionSchema = z.object({
  id: z.number().int(),
  /** The browser family and system of its user agent (`describeUserAgent` of @app/domain); null when unknown. */
  browser: z.string().nullable(),
  os: z.string().nullable(),
  created_at: z.iso.datetime({ offset: true }),
  /** Its last request (to within a few minutes); its sign-in when it has made none since. */
  last_used_at: z.iso.datetime({ offset: true }),
  /** The session of this request. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof AccountSessionSchema>;
export const AccountSessionsResponseSchema = z.object({ data: z.object({ sessions: z.array(AccountSessionSchema) }) });
export const SessionIdParamSchema = z.object({ id: z.coerce.number().int().positive() });

export const ChangeEmailBodySchema = z.object({
  new_email: z.email().max(254),
  current_password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});
export type ChangeEmailBody = z.infer<typeof ChangeEmailBodySchema>;
/** `POST /v1/me/email`: a link went to `new_email` (or, if it has an account, a note saying so); nothing changes until it is opened. */
export const ChangeEmailResponseSchema = z.object({ data: z.object({ next: z.literal('check_new_email'), new_email: z.string() }) });

export const ConfirmEmailChangeBodySchema = z.object({ token: AccountTokenSchema });
export const ConfirmEmailChangeResponseSchema = z.object({ data: z.object({ user: UserSchema }) });
