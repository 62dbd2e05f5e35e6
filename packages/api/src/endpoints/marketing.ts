import { defineEndpoint } from '../contract/endpoint';
import { DismissPopupResponseSchema, GlobalPopupResponseSchema, PopupIdParamSchema } from '../schemas/marketing';

export const getGlobalPopup = defineEndpoint({
  method: 'GET',
  path: '/v2/marketing/global_popup',
  access: 'user',
  summary: '001 §7.2: the newest active marketing popup the signed-in user has not dismissed, or `popup: null`.',
  response: GlobalPopupResponseSchema,
});

export const dismissGlobalPopup = defineEndpoint({
  method: 'POST',
  path: '/v2/marketing/global_popup/:id/dismiss',
  access: 'user',
  errors: ['NotFound'],
  summary: 'Remembers that the signed-in user closed this popup (idempotent); 404 unknown popup.',
  params: PopupIdParamSchema,
  response: DismissPopupResponseSchema,
});
