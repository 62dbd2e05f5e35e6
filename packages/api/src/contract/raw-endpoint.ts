import type { z } from 'zod';
import type { Access, HttpMethod } from './endpoint';
import type { ErrorCode } from './error-codes';

/**
 * A call whose success is not JSON of the contract: a file to download, a picture, a calendar, a
 * probe's status. A link, an `<img>` or a calendar app fetches it, never the typed client, so it
 * has no `response` schema: `rawResponse` is the media type (or range) of its 200 answer. Its
 * failures are the one error body like any endpoint's, and `errors` lists their codes the same way
 * (`errorCodesOf`), so the server guards them and the OpenAPI document shows them.
 */
export interface RawEndpoint<
  TParams extends z.ZodType | undefined = z.ZodType | undefined,
  TQuery extends z.ZodType | undefined = z.ZodType | undefined,
  TAccess extends Access = Access,
> {
  readonly method: HttpMethod;
  /** Below `/api`, with `:name` parameters, as an endpoint's. */
  readonly path: string;
  readonly access: TAccess;
  readonly summary: string;
  readonly params?: TParams;
  readonly query?: TQuery;
  readonly rawResponse: string;
  readonly errors?: readonly ErrorCode[];
}

/** Keeps the exact schema types of a literal raw endpoint definition. */
export function defineRawEndpoint<
  TParams extends z.ZodType | undefined = undefined,
  TQuery extends z.ZodType | undefined = undefined,
  TAccess extends Access = Access,
>(endpoint: RawEndpoint<TParams, TQuery, TAccess>): RawEndpoint<TParams, TQuery, TAccess> {
  return endpoint;
}
