import { defineEndpoint } from '../contract/endpoint';
import { DevOutboxResponseSchema } from '../schemas/dev';

export const getDevOutbox = defineEndpoint({
  method: 'GET',
  path: '/v1/dev/outbox',
  access: 'admin',
  summary:
    'Development only, for a signed-in admin (404 to anyone else, and with NODE_ENV=production): the mail the server would have sent, newest first, with the confirmation links.',
  response: DevOutboxResponseSchema,
});
