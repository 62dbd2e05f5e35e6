import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@app/api';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';
import { AppError } from '../errors/app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * State-changing calls must carry a non-simple header. A cross-site form or image cannot set one,
 * and a cross-site fetch that sets it needs a CORS preflight this server never grants.
 * `exempt` paths take writes without it (the contract's `csrfExempt` endpoints, and the payment
 * webhooks, which the provider's servers post): the analytics collector, which `navigator.sendBeacon`
 * calls (it cannot set headers). A cross-site post there carries no session (SameSite=Lax) and can
 * only add anonymous events, which the collector accepts from anyone anyway. And a mail's one-click
 * unsubscribe (RFC 8058: the mail client posts, with no header of ours): it needs the link's secret
 * token and can only switch that kind of mail off.
 */
export function requireCsrfHeader({ exempt = [] }: { exempt?: readonly string[] } = {}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method) && !exempt.includes(c.req.path) && c.req.header(CSRF_HEADER) !== CSRF_HEADER_VALUE) {
      throw new AppError('CsrfHeaderMissing', `State-changing requests need the ${CSRF_HEADER} header.`);
    }
    await next();
  };
}
