import { defineEndpoint } from '../contract/endpoint';
import {
  AdminGiftCodesResponseSchema,
  CreateGiftCodeBodySchema,
  GiftCodeIdParamSchema,
  GiftCodeResponseSchema,
  RedeemGiftCodeBodySchema,
  RedeemGiftCodeResponseSchema,
} from '../schemas/gift-codes';

export const getAdminGiftCodes = defineEndpoint({
  method: 'GET',
  path: '/v1/admin/gift-codes',
  access: 'admin',
  summary: 'Staff only (404 to anyone else): gift codes, newest first, at most 200, with uses and uses remaining.',
  response: AdminGiftCodesResponseSchema,
});

export const createGiftCode = defineEndpoint({
  method: 'POST',
  path: '/v1/admin/gift-codes',
  access: 'admin',
  errors: ['GiftCodeTaken'],
  summary:
    'Staff only (404 to anyone else): create a gift code (USD cents, expiry, number of uses: 1 is single use). Without `code` the server generates one; 409 when the code exists.',
  body: CreateGiftCodeBodySchema,
  response: GiftCodeResponseSchema,
});

export const disableGiftCode = defineEndpoint({
  method: 'POST',
  path: '/v1/admin/gift-codes/:id/disable',
  access: 'admin',
  errors: ['NotFound'],
  summary:
    'Staff only (404 to anyone else): switch a gift code off. Nobody redeems it from then on; what was credited stays. Again is a no-op.',
  params: GiftCodeIdParamSchema,
  response: GiftCodeResponseSchema,
});

export const redeemGiftCode = defineEndpoint({
  method: 'POST',
  path: '/v1/me/gift-codes/redeem',
  access: 'user',
  errors: [
    'GiftCodeNotFound',
    'GiftCodeAlreadyRedeemed',
    'GiftCodeExpired',
    'GiftCodeUsedUp',
    'GiftCodeDisabled',
    'TooManyGiftCodeAttempts',
  ],
  summary:
    "Redeem a gift code into the signed-in student's wallet, once per student and code (409 GiftCodeAlreadyRedeemed on a second try, never a second credit). Attempts are limited per user (429 with Retry-After).",
  body: RedeemGiftCodeBodySchema,
  response: RedeemGiftCodeResponseSchema,
});
