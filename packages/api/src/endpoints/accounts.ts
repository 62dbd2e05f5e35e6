import { defineEndpoint } from '../contract/endpoint';
import {
  ConfirmEmailBodySchema,
  ResendConfirmationBodySchema,
  ConfirmEmailResponseSchema,
  FoundationResponseSchema,
  OkResponseSchema,
  SignInBodySchema,
  SignUpBodySchema,
  SignUpResponseSchema,
  UserResponseSchema,
  UserSettingsBodySchema,
} from '../schemas/user';

export const signUp = defineEndpoint({
  method: 'POST',
  path: '/v1/account/signup',
  access: 'public',
  errors: ['TooManySignUpsFromAddress', 'WeakPassword'],
  summary:
    'Create a student account and mail its confirmation link; for an address that has an account already, mail that instead. The same answer either way; nobody is signed in.',
  body: SignUpBodySchema,
  response: SignUpResponseSchema,
});

export const signIn = defineEndpoint({
  method: 'POST',
  path: '/v1/account/signin',
  access: 'public',
  errors: ['InvalidCredentials', 'TooManySignInsForAccountFromAddress', 'TooManySignInsFromAddress', 'SignInPacedForAccount'],
  summary: 'Start a session (HttpOnly cookie). Throttled per account and per address.',
  body: SignInBodySchema,
  response: UserResponseSchema,
});

export const signOut = defineEndpoint({
  method: 'POST',
  path: '/v1/account/signout',
  access: 'public',
  summary: 'End the current session, if any.',
  response: OkResponseSchema,
});

export const confirmEmail = defineEndpoint({
  method: 'POST',
  path: '/v1/account/confirm_email',
  access: 'public',
  errors: ['InvalidToken'],
  summary: 'Confirm the email address with the token from the confirmation link, and sign its owner in.',
  body: ConfirmEmailBodySchema,
  response: ConfirmEmailResponseSchema,
});

export const resendConfirmation = defineEndpoint({
  method: 'POST',
  path: '/v1/account/resend_confirmation',
  access: 'user',
  body: ResendConfirmationBodySchema,
  errors: ['AlreadyConfirmed', 'TooManyConfirmationMails'],
  summary: 'Send a new email-confirmation link to the outbox (at most one a minute, five a day); 409 AlreadyConfirmed once confirmed.',
  response: OkResponseSchema,
});

/**
 * A cookie the page's script can read, set and cleared with the (HttpOnly) session cookie: while it
 * is absent the browser is a visitor's, and the web app does not ask `getFoundation` only to be
 * answered 401 (issue 17: "a visitor is not an error"). It says nothing but "a session may exist".
 */
export const SIGNED_IN_HINT_COOKIE = 'kp_signed_in';

export const getFoundation = defineEndpoint({
  method: 'GET',
  path: '/v2/me/foundation',
  access: 'user',
  errors: ['NotFound'],
  summary: 'The signed-in user and their language list (001 §7.2).',
  response: FoundationResponseSchema,
});

export const updateSettings = defineEndpoint({
  method: 'PATCH',
  path: '/v1/me/settings',
  access: 'user',
  errors: ['NotFound'],
  summary: "Change the signed-in user's time zone, 12/24-hour clock, display currency or language (pages and mails); answers the user.",
  body: UserSettingsBodySchema,
  response: UserResponseSchema,
});
