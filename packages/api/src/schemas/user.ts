import { PASSWORD_POLICY } from '@app/domain';
import { z } from 'zod';
import { CurrencyCodeSchema } from './currency';
import { ReturnPathSchema } from './payments';
import { UserTimezoneQuerySchema } from './shared';

/** The password policy's bounds (`PASSWORD_POLICY` of @app/domain, which also refuses the account's own address). */
export const PASSWORD_MIN_LENGTH = PASSWORD_POLICY.minLength;
export const PASSWORD_MAX_LENGTH = PASSWORD_POLICY.maxLength;
export const NICKNAME_MAX_LENGTH = 40;

/** 001 §3: "Language list entries: language, level, is_learning. Level 7 means native." */
export const LanguageListEntrySchema = z.object({
  language: z.string(),
  level: z.number().int().min(0).max(7),
  is_learning: z.boolean(),
});
export type LanguageListEntry = z.infer<typeof LanguageListEntrySchema>;

/** The languages the site speaks, and so writes its mails in (the web's display languages). */
export const USER_LOCALES = ['en', 'es'] as const;
export const UserLocaleSchema = z.enum(USER_LOCALES);
export type UserLocale = z.infer<typeof UserLocaleSchema>;

/** 000 §3 "User fields read" and 001 §3 "User". */
export const UserSchema = z.object({
  user_id: z.number().int(),
  nickname: z.string(),
  email: z.string(),
  avatar_file_name: z.string().nullable(),
  timezone_iana: z.string(),
  /** 1 means the 12-hour clock. */
  is_am: z.union([z.literal(0), z.literal(1)]),
  is_confirm_email: z.boolean(),
  register_status: z.number().int(),
  learning_language: z.string().nullable(),
  currency: z.string(),
  is_pro: z.boolean(),
  role: z.enum(['STUDENT', 'TEACHER', 'ADMIN']),
  /** The display language of the account: the web shows it while signed in, and mails are written in it. */
  locale: UserLocaleSchema,
});
export type User = z.infer<typeof UserSchema>;

/**
 * Asking for a new confirmation link. `return_to` is where the person was (the class they were
 * booking): the link carries it, so the page it opens sends them back there. Sent without a body, the
 * link goes back to the default page.
 */
export const ResendConfirmationBodySchema = z.object({ return_to: ReturnPathSchema.optional() }).optional();

export const SignUpBodySchema = z.object({
  email: z.email().max(254),
  password: z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH),
  nickname: z.string().trim().min(1).max(NICKNAME_MAX_LENGTH),
  timezone_iana: z.string().max(64).optional(),
  /** The page's display language, so the confirmation mail and later ones are written in it. Default English. */
  locale: UserLocaleSchema.optional(),
  /** The clock the page showed the visitor (1: 12-hour), so times do not switch under them once signed up. Default 0. */
  is_am: z.union([z.literal(0), z.literal(1)]).optional(),
  /** The page the person signed up from: the confirmation link brings them back there. */
  return_to: ReturnPathSchema.optional(),
});
export type SignUpBody = z.infer<typeof SignUpBodySchema>;

export const SignInBodySchema = z.object({
  email: z.string().min(1).max(254),
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});
export type SignInBody = z.infer<typeof SignInBodySchema>;

export const ConfirmEmailBodySchema = z.object({ token: z.string().min(16).max(200) });

export const UserResponseSchema = z.object({ data: z.object({ user: UserSchema }) });

/** `GET /v2/me/foundation`: "language_list and user" (001 §7.2). */
export const FoundationResponseSchema = z.object({
  data: z.object({ language_list: z.array(LanguageListEntrySchema), user: UserSchema }),
});
export type Foundation = z.infer<typeof FoundationResponseSchema>['data'];

export const OkResponseSchema = z.object({ data: z.object({ ok: z.literal(true) }) });

/**
 * `POST /v1/account/signup`: the same answer whether or not the address already has an account
 * (either way a mail goes to it), so sign-up does not tell who is registered; nobody is signed in yet.
 */
export const SignUpResponseSchema = z.object({ data: z.object({ next: z.literal('check_email'), email: z.string() }) });

/** `POST /v1/account/confirm_email`: the link proves the inbox, so it also signs its owner in. */
export const ConfirmEmailResponseSchema = z.object({ data: z.object({ ok: z.literal(true), user: UserSchema }) });

/**
 * `PATCH /v1/me/settings`: any of the zone (an IANA name), the clock (1 = 12-hour), the display
 * currency (one of `GET /v2/config/currency_rates`; the server checks the table) and the language
 * mails are written in (`locale`). Nothing else is
 * accepted, and an empty body is a 400: a settings call that changes nothing is a client bug.
 */
export const UserSettingsBodySchema = z
  .strictObject({
    timezone_iana: UserTimezoneQuerySchema.optional(),
    is_am: z.union([z.literal(0), z.literal(1)]).optional(),
    currency: CurrencyCodeSchema.optional(),
    locale: UserLocaleSchema.optional(),
  })
  .refine((body) => Object.keys(body).length > 0, 'give at least one of timezone_iana, is_am, currency, locale');
export type UserSettingsBody = z.infer<typeof UserSettingsBodySchema>;
