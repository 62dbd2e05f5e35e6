import type { ErrorCode, HttpMethod } from '@app/api';
import type { Context, Hono } from 'hono';
import type { AppEnv } from './app-env';
import { withListedCodes } from './listed-codes';

/**
 * A route under /api that cannot be an endpoint of the contract, with the codes it may answer
 * (checked by the same guard as the contract's) and why it stays outside.
 */
export interface OutsideRoute {
  readonly method: HttpMethod;
  /** Below `/api`, as an endpoint's. */
  readonly path: string;
  readonly summary: string;
  readonly errors: readonly ErrorCode[];
  readonly why: string;
}

export const PAYMENT_WEBHOOK_ROUTE: OutsideRoute = {
  method: 'POST',
  path: '/webhooks/:provider',
  summary:
    "The payment provider's event (`{provider}` the configured one, else NotFound): 200 `{ received, outcome }` when acted on, ignored or already seen.",
  errors: ['NotFound', 'BodyTooLarge', 'WebhookSignatureInvalid', 'WebhookEventRefused', 'InternalError'],
  why: "The provider's servers call it, not our client: the body must stay raw bytes (the signature covers them) and its shape is the provider's.",
};

/** Every route outside the contract: the route test fails on any other route not in the contract. */
export const OUTSIDE_CONTRACT_ROUTES: readonly OutsideRoute[] = [PAYMENT_WEBHOOK_ROUTE];

/** Registers a route outside the contract, its error codes guarded as an endpoint's are. */
export function mountOutside(router: Hono<AppEnv>, route: OutsideRoute, handler: (c: Context<AppEnv>) => Promise<Response>): void {
  const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  router[method](route.path, withListedCodes(route, route.errors, handler));
}
