import { defineEndpoint, maxBodyBytesForText } from '../contract/endpoint';
import { defineRawEndpoint } from '../contract/raw-endpoint';
import {
  AccountSessionsResponseSchema,
  ChangeEmailBodySchema,
  ChangeEmailResponseSchema,
  ChangePasswordBodySchema,
  ConfirmEmailChangeBodySchema,
  ConfirmEmailChangeResponseSchema,
  ForgotPasswordBodySchema,
  DeleteAccountBodySchema,
  DeleteAccountResponseSchema,
  ProfileBodySchema,
  ProfileResponseSchema,
  ResetPasswordBodySchema,
  ResetTokenQuerySchema,
  ResetTokenResponseSchema,
  SessionIdParamSchema,
  AvatarParamSchema,
  SessionsEndedResponseSchema,
} from '../schemas/account-management';
import { OkResponseSchema } from '../schemas/user';

export const forgotPassword = defineEndpoint({
  method: 'POST',
  path: '/v1/account/forgot_password',
  access: 'public',
  errors: ['TooManyPasswordResetsFromAddress', 'TooManyPasswordResetsForAccount'],
  summary:
    'Mail a one-use reset link (1 hour) to the address if it has an account. The same answer whether or not it has one; throttled per address and per account.',
  body: ForgotPasswordBodySchema,
  response: OkResponseSchema,
});

export const checkResetToken = defineEndpoint({
  method: 'GET',
  path: '/v1/account/reset_password',
  access: 'public',
  errors: ['InvalidResetToken'],
  summary: 'Whether a reset link still works (unused and not expired); changes nothing.',
  query: ResetTokenQuerySchema,
  response: ResetTokenResponseSchema,
});

export const resetPassword = defineEndpoint({
  method: 'POST',
  path: '/v1/account/reset_password',
  access: 'public',
  errors: ['InvalidResetToken', 'WeakPassword'],
  summary: "Set a new password with a reset link's token (once); every session of the account ends.",
  body: ResetPasswordBodySchema,
  response: OkResponseSchema,
});

export const changePassword = defineEndpoint({
  method: 'POST',
  path: '/v1/me/password',
  access: 'user',
  errors: ['CurrentPasswordWrong', 'WeakPassword', 'TooManyPasswordAttempts'],
  summary: "Change the password (the current one required); the user's other sessions end, this one stays.",
  body: ChangePasswordBodySchema,
  response: SessionsEndedResponseSchema,
});

export const listSessions = defineEndpoint({
  method: 'GET',
  path: '/v1/me/sessions',
  access: 'user',
  summary: "The signed-in user's sessions (device and last use), the most recently used first.",
  response: AccountSessionsResponseSchema,
});

export const endSession = defineEndpoint({
  method: 'DELETE',
  path: '/v1/me/sessions/:id{[0-9]+}',
  access: 'user',
  errors: ['NotFound'],
  summary: 'Sign one session of the user out (this one too, if named).',
  params: SessionIdParamSchema,
  response: SessionsEndedResponseSchema,
});

export const endOtherSessions = defineEndpoint({
  method: 'POST',
  path: '/v1/me/sessions/end_others',
  access: 'user',
  summary: 'Sign out everywhere else: every session of the user but this one ends.',
  response: SessionsEndedResponseSchema,
});

export const changeEmail = defineEndpoint({
  method: 'POST',
  path: '/v1/me/email',
  access: 'user',
  errors: ['CurrentPasswordWrong', 'TooManyPasswordAttempts', 'SameEmail'],
  summary:
    'Ask to move the account to a new address (the password required): a link (1 day) goes to it, and nothing changes until it is opened. An address with an account gets a note instead; the answer is the same.',
  body: ChangeEmailBodySchema,
  response: ChangeEmailResponseSchema,
});

export const confirmEmailChange = defineEndpoint({
  method: 'POST',
  path: '/v1/account/confirm_email_change',
  access: 'public',
  errors: ['InvalidEmailChangeToken', 'EmailTaken'],
  summary: 'Move the account to the address the link was mailed to (once); the old address is told.',
  body: ConfirmEmailChangeBodySchema,
  response: ConfirmEmailChangeResponseSchema,
});

export const getProfile = defineEndpoint({
  method: 'GET',
  path: '/v1/me/profile',
  access: 'user',
  summary: "The signed-in user's profile: nickname, about, picture, the languages they learn and their levels.",
  response: ProfileResponseSchema,
});

export const updateProfile = defineEndpoint({
  method: 'PATCH',
  path: '/v1/me/profile',
  access: 'user',
  summary: 'Change the nickname, the about text or the languages being learned (the whole list); answers the profile.',
  body: ProfileBodySchema,
  response: ProfileResponseSchema,
  maxBodyBytes: maxBodyBytesForText(1000),
});

/** Multipart (`file`): a PNG, JPEG or WebP of at most 2 MB; replaces the picture. */
export const uploadAvatar = defineEndpoint({
  method: 'POST',
  path: '/v1/me/avatar',
  access: 'user',
  errors: ['FileTooLarge', 'UnsupportedFileType'],
  summary: 'Upload a profile picture (multipart field `file`, at most 2 MB; PNG, JPEG or WebP); answers the profile.',
  response: ProfileResponseSchema,
});

export const deleteAvatar = defineEndpoint({
  method: 'DELETE',
  path: '/v1/me/avatar',
  access: 'user',
  summary: 'Remove the profile picture (initials show instead); answers the profile.',
  response: ProfileResponseSchema,
});

export const getAvatar = defineRawEndpoint({
  method: 'GET',
  path: '/v1/avatars/:id{[0-9]+}/:key',
  access: 'public',
  errors: ['NotFound'],
  summary: "A user's uploaded picture, public like their profile; `:key` changes with each upload, so it is cached for good.",
  params: AvatarParamSchema,
  rawResponse: 'image/*',
});
export const avatarUrl = ({ userId, key }: { userId: number; key: string }): string => `/api/v1/avatars/${userId}/${key}`;

export const downloadAccountData = defineRawEndpoint({
  method: 'GET',
  path: '/v1/me/export',
  access: 'user',
  errors: ['NotFound'],
  summary: '"Download my data": a JSON file (attachment, never cached) of everything stored about the signed-in user.',
  rawResponse: 'application/json',
});
export const accountExportUrl = (): string => `/api${downloadAccountData.path}`;

export const deleteAccount = defineEndpoint({
  method: 'POST',
  path: '/v1/me/delete_account',
  access: 'user',
  errors: ['CurrentPasswordWrong', 'TooManyPasswordAttempts', 'AccountHasTeaching'],
  summary:
    'Delete the account (the password required): upcoming bookings dropped first under the normal drop and refund rules, then the personal data anonymised (ledger rows kept); every session ends.',
  body: DeleteAccountBodySchema,
  response: DeleteAccountResponseSchema,
});
