import { defineEndpoint } from '../contract/endpoint';
import { IdParamSchema } from '../schemas/booking';
import { AttachmentParamSchema, GroupClassDetailResponseSchema } from '../schemas/group-class-detail';
import { defineRawEndpoint } from '../contract/raw-endpoint';

export const getGroupClassDetail = defineEndpoint({
  method: 'GET',
  path: '/v2/group_class/group_classes/:id{[0-9]+}',
  access: 'optional-user',
  errors: ['NotFound'],
  summary:
    'A class with its course, teacher and topic (000 §7). Meeting details only for a booked student from 10 min before start until the end.',
  params: IdParamSchema,
  response: GroupClassDetailResponseSchema,
});

export const downloadClassAttachment = defineRawEndpoint({
  method: 'GET',
  path: '/v3/group_class/group_classes/:id/attachments/:attachment_id',
  access: 'optional-user',
  errors: ['NotSignedIn', 'NotFound'],
  summary:
    'A material of the class as a download (`private, no-store`), for its booked students while the class is not cancelled: a visitor gets NotSignedIn, anyone else NotFound.',
  params: AttachmentParamSchema,
  rawResponse: '*/*',
});
