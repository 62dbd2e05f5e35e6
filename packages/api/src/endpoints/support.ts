import { defineEndpoint } from '../contract/endpoint';
import { SupportRequestBodySchema, SupportRequestResponseSchema } from '../schemas/support';

export const createSupportRequest = defineEndpoint({
  method: 'POST',
  path: '/v1/support/requests',
  access: 'optional-user',
  summary: 'The support widget\'s contact form (001 §2.6): stored for support; 400 naming the field, 429 TooManySupportRequests past 5 an hour per sender.',
  body: SupportRequestBodySchema,
  response: SupportRequestResponseSchema,
});
