import { defineEndpoint, maxBodyBytesForText } from '../contract/endpoint';
import {
  SUPPORT_EMAIL_MAX_LENGTH,
  SUPPORT_MESSAGE_MAX_LENGTH,
  SUPPORT_NAME_MAX_LENGTH,
  SUPPORT_PAGE_MAX_LENGTH,
  SUPPORT_SUBJECT_MAX_LENGTH,
  SupportRequestBodySchema,
  SupportRequestResponseSchema,
} from '../schemas/support';

export const createSupportRequest = defineEndpoint({
  method: 'POST',
  path: '/v1/support/requests',
  access: 'optional-user',
  errors: ['TooManySupportRequestsFromUser', 'TooManySupportRequestsFromAddress'],
  summary:
    "The support widget's contact form (001 §2.6): stored for support; 400 naming the field, 429 TooManySupportRequests past 5 an hour per sender.",
  body: SupportRequestBodySchema,
  response: SupportRequestResponseSchema,
  maxBodyBytes: maxBodyBytesForText(
    SUPPORT_NAME_MAX_LENGTH + SUPPORT_EMAIL_MAX_LENGTH + SUPPORT_SUBJECT_MAX_LENGTH + SUPPORT_MESSAGE_MAX_LENGTH + SUPPORT_PAGE_MAX_LENGTH,
  ),
});
