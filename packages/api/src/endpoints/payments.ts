import { defineEndpoint } from '../contract/endpoint';
import {
  CheckoutIdParamSchema,
  PaySandboxCheckoutBodySchema,
  PaySandboxCheckoutResponseSchema,
  StartTopUpBodySchema,
  StartTopUpResponseSchema,
  TopUpOptionsResponseSchema,
  TopUpResponseSchema,
} from '../schemas/payments';

export const getTopUpOptions = defineEndpoint({
  method: 'GET',
  path: '/v1/wallet/top_up_options',
  access: 'user',
  summary: 'Issue 15: whether top-ups are on here, the provider, the bounds (USD cents) and the preset amounts.',
  response: TopUpOptionsResponseSchema,
});

export const startTopUp = defineEndpoint({
  method: 'POST',
  path: '/v1/wallet/top_ups',
  access: 'user',
  errors: ['PaymentsNotConfigured', 'TopUpAmountOutOfBounds'],
  summary:
    'Starts a top-up: a checkout at the provider for this many USD cents, coming back to return_path. Nothing is credited until the provider confirms by its signed webhook.',
  body: StartTopUpBodySchema,
  response: StartTopUpResponseSchema,
});

export const getTopUp = defineEndpoint({
  method: 'GET',
  path: '/v1/wallet/top_ups/:id',
  access: 'user',
  errors: ['NotFound'],
  summary: "One of the signed-in user's top-ups: created, completed (credited), declined or expired.",
  params: CheckoutIdParamSchema,
  response: TopUpResponseSchema,
});

export const paySandboxCheckout = defineEndpoint({
  method: 'POST',
  path: '/v1/sandbox/checkouts/:id/pay',
  access: 'user',
  errors: ['NotFound', 'CheckoutNotPayable'],
  summary:
    'Sandbox provider only (404 with NODE_ENV=production or with Stripe on): pays a sandbox checkout with a test card. The outcome is delivered as a signed webhook to the same handler Stripe events go through; this call never credits by itself.',
  params: CheckoutIdParamSchema,
  body: PaySandboxCheckoutBodySchema,
  response: PaySandboxCheckoutResponseSchema,
});
