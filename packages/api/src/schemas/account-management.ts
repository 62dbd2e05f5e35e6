import { z } from 'zod';
import { LEARNING_LEVEL_MAX, LEARNING_LEVEL_MIN, PROFILE_LIMITS } from '@app/domain';
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
/** An uploaded picture's address: the user, and the storage key of the upload (any other key is a 404). */
export const AvatarParamSchema = z.object({ id: z.coerce.number().int().positive(), key: z.string() });

export const ChangeEmailBodySchema = z.object({
  new_email: z.email().max(254),
  current_password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});
export type ChangeEmailBody = z.infer<typeof ChangeEmailBodySchema>;
/** `POST /v1/me/email`: a link went to `new_email` (or, if it has an account, a note saying so); nothing changes until it is opened. */
export const ChangeEmailResponseSchema = z.object({ data: z.object({ next: z.literal('check_new_email'), new_email: z.string() }) });

export const ConfirmEmailChangeBodySchema = z.object({ token: AccountTokenSchema });
export const ConfirmEmailChangeResponseSchema = z.object({ data: z.object({ user: UserSchema }) });

/** A language the user is learning, at a level 1..6 (A1..C2). */
export const LearningLanguageSchema = z.object({
  language: z.string().min(1).max(40),
  level: z.number().int().min(LEARNING_LEVEL_MIN).max(LEARNING_LEVEL_MAX),
});
export type LearningLanguage = z.infer<typeof LearningLanguageSchema>;

/** Issue 17 "edit profile": what the user shows of themselves. */
export const ProfileSchema = z.object({
  nickname: z.string(),
  about: z.string(),
  /** The picture's path on our server, or null for initials. */
  avatar_file_name: z.string().nullable(),
  learning_languages: z.array(LearningLanguageSchema),
});
export type Profile = z.infer<typeof ProfileSchema>;
export const ProfileResponseSchema = z.object({ data: z.object({ profile: ProfileSchema }) });

/** `PATCH /v1/me/profile`: any of the fields; `learning_languages` replaces the whole list. */
export const ProfileBodySchema = z
  .strictObject({
    nickname: z.string().trim().min(1).max(PROFILE_LIMITS.nicknameMaxLength).optional(),
    about: z.string().trim().max(PROFILE_LIMITS.aboutMaxLength).optional(),
    learning_languages: z.array(LearningLanguageSchema).max(PROFILE_LIMITS.learningLanguagesMax).optional(),
  })
  .refine((body) => Object.keys(body).length > 0, 'give at least one of nickname, about, learning_languages');
export type ProfileBody = z.infer<typeof ProfileBodySchema>;

/** An avatar: a PNG, JPEG or WebP of at most 2 MB. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

export const DeleteAccountBodySchema = z.object({ current_password: z.string().min(1).max(PASSWORD_MAX_LENGTH) });
/** What deletion did with the upcoming bookings: dropped (with their refunds) or kept (the normal rules refused, e.g. inside 24 hours). */
export const DeleteAccountResponseSchema = z.object({
  data: z.object({ dropped: z.number().int().min(0), kept: z.number().int().min(0), refunded_cents: z.number().int().min(0) }),
});
