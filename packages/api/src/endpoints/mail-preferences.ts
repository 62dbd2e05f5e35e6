import { defineEndpoint } from '../contract/endpoint';
import {
  MailPreferencesBodySchema,
  MailPreferencesResponseSchema,
  UnsubscribeBodySchema,
  UnsubscribeQuerySchema,
  UnsubscribeResponseSchema,
} from '../schemas/mail-preferences';

export const getMailPreferences = defineEndpoint({
  method: 'GET',
  path: '/v1/me/settings/mail',
  access: 'user',
  summary: 'Which optional mails (class reminders 24 h and 1 h before, new bookings for teachers) the signed-in user gets.',
  response: MailPreferencesResponseSchema,
});

export const updateMailPreferences = defineEndpoint({
  method: 'PATCH',
  path: '/v1/me/settings/mail',
  access: 'user',
  summary: 'Switch optional mails on or off, one kind each; answers every kind.',
  body: MailPreferencesBodySchema,
  response: MailPreferencesResponseSchema,
});

export const getUnsubscribe = defineEndpoint({
  method: 'GET',
  path: '/v1/mail/unsubscribe',
  access: 'public',
  errors: ['InvalidToken'],
  summary: "What a mail's unsubscribe link switches off (no sign-in: the token is the proof); changes nothing.",
  query: UnsubscribeQuerySchema,
  response: UnsubscribeResponseSchema,
});

export const confirmUnsubscribe = defineEndpoint({
  method: 'POST',
  path: '/v1/mail/unsubscribe',
  access: 'public',
  errors: ['InvalidToken'],
  summary: 'Switch off the kind of mail an unsubscribe link is about (no sign-in: the token is the proof); again is harmless.',
  body: UnsubscribeBodySchema,
  response: UnsubscribeResponseSchema,
});

export const oneClickUnsubscribe = defineEndpoint({
  method: 'POST',
  path: '/v1/mail/unsubscribe/one_click',
  access: 'public',
  csrfExempt: true,
  errors: ['InvalidToken'],
  summary:
    "A mail client's one-click unsubscribe (RFC 8058, `List-Unsubscribe-Post`): the token in the address, a form body that is not read, no CSRF header. Switches off what confirmUnsubscribe does.",
  query: UnsubscribeQuerySchema,
  response: UnsubscribeResponseSchema,
});
