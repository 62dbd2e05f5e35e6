import type { Endpoint, ErrorCode } from '@app/api';
import type { Context, Next } from 'hono';
import type { AppEnv } from './app-env';
import { AppError } from '../errors/app-error';

/** What the guard needs of a route: how to name it, and the codes it may answer. */
export type ListedRoute = Pick<Endpoint, 'method' | 'path'>;

/**
 * A route answered a code it does not list: the contract (and so the OpenAPI document and the
 * web's texts) is out of date. `original` is the error as thrown, to answer as usual where that is
 * wanted (production).
 */
export class UnlistedErrorCode extends Error {
  constructor(
    readonly endpoint: ListedRoute,
    readonly code: string,
    readonly original: Error,
  ) {
    super(`${endpoint.method} ${endpoint.path} answered ${code}, which its contract does not list (add it to the endpoint's errors)`);
    this.name = 'UnlistedErrorCode';
  }
}

type RouteHandler = (c: Context<AppEnv>, next: Next) => Promise<Response | undefined>;

// Marked so the route test can tell a guarded route from one registered by hand on a listed path.
const guarded = new WeakSet<RouteHandler>();

/** True for a handler made by `withListedCodes`. */
export const isGuarded = (handler: unknown): boolean => guarded.has(handler as RouteHandler);

/**
 * `handler`, with any `AppError` whose code is not in `codes` leaving as an `UnlistedErrorCode`,
 * which the app answers as a bug (app.ts). Every route under /api goes through it: contract
 * endpoints (`mount`, `mountRaw`) and the few routes outside the contract (`mountOutside`).
 */
export function withListedCodes(route: ListedRoute, codes: readonly ErrorCode[], handler: RouteHandler): RouteHandler {
  const listed: ReadonlySet<string> = new Set(codes);
  const guard: RouteHandler = async (c, next) => {
    try {
      return await handler(c, next);
    } catch (error) {
      if (error instanceof AppError && !listed.has(error.code)) throw new UnlistedErrorCode(route, error.code, error);
      throw error;
    }
  };
  guarded.add(guard);
  return guard;
}
