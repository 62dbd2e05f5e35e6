import { defineEndpoint } from '../contract/endpoint';
import { IdParamSchema } from '../schemas/booking';
import { GroupClassDetailResponseSchema } from '../schemas/group-class-detail';

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

/** Not JSON: the attachment file. Listed here so the path is part of the contract and the OpenAPI document. */
export const ATTACHMENT_DOWNLOAD_PATH = '/v3/group_class/group_classes/:id/attachments/:attachment_id';
