import { errorCodesOf, type RawEndpoint } from '@app/api';
import type { Context, Hono } from 'hono';
import type { AppEnv, SessionUser } from './app-env';
import { withListedCodes } from './listed-codes';
import { allowedUser, type Parsed, queryRecord, validate } from './mount';

export interface RawHandlerContext<E extends RawEndpoint> {
  readonly params: Parsed<E['params']>;
  readonly query: Parsed<E['query']>;
  /** The signed-in user; always present for `user` and `admin` endpoints. */
  readonly user: E['access'] extends 'user' | 'admin' ? SessionUser : SessionUser | null;
  readonly c: Context<AppEnv>;
}

/**
 * Registers one raw endpoint of the contract (a file, a picture, a calendar): access and input are
 * checked as `mount` checks them, the error codes are guarded the same way, and the handler writes
 * the answer itself (`sendFile`, an SVG), since there is no JSON to write for it.
 */
export function mountRaw<E extends RawEndpoint>(
  router: Hono<AppEnv>,
  endpoint: E,
  handler: (ctx: RawHandlerContext<E>) => Promise<Response> | Response,
): void {
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  router[method](
    endpoint.path,
    withListedCodes(endpoint, errorCodesOf(endpoint), async (c) => {
      const user = allowedUser(endpoint, c);
      const params = validate(endpoint.params, c.req.param(), 'path');
      const query = validate(endpoint.query, queryRecord(c), 'query');
      return handler({ params, query, user, c } as RawHandlerContext<E>);
    }),
  );
}
