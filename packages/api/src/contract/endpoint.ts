import type { z } from 'zod';
import type { ErrorCode } from './error-codes';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint: anyone, anyone (the answer depends on who), a signed-in user, or staff.
 * The server enforces it; the client only documents it.
 */
export type Access = 'public' | 'optional-user' | 'user' | 'admin';

/**
 * One call of the contract. The server validates `params`, `query` and `body` with these schemas and
 * the client parses every answer with `response`, so the two cannot drift apart.
 * `paging: 'header'` means the body is the list and has-next is the `X-Has-Next` header (001 §7.1).
 */
export interface Endpoint<
  TParams extends z.ZodType | undefined = z.ZodType | undefined,
  TQuery extends z.ZodType | undefined = z.ZodType | undefined,
  TBody extends z.ZodType | undefined = z.ZodType | undefined,
  TResponse extends z.ZodType = z.ZodType,
  TPaging extends 'header' | undefined = 'header' | undefined,
  TAccess extends Access = Access,
> {
  readonly method: HttpMethod;
  /** Below `/api`, with `:name` parameters, e.g. `/v2/group_class/group_classes/:id/check_book_status`. */
  readonly path: string;
  readonly access: TAccess;
  readonly summary: string;
  readonly params?: TParams;
  readonly query?: TQuery;
  readonly body?: TBody;
  readonly response: TResponse;
  readonly paging?: TPaging;
  /**
   * A paying action: a request with an `Idempotency-Key` header is answered once per user and key;
   * a retry gets the first answer back (with `Idempotent-Replayed: true`) instead of running again.
   */
  readonly idempotent?: boolean;
  /**
   * A write taken without the CSRF header, from callers that cannot set one (`navigator.sendBeacon`,
   * a mail client's one-click unsubscribe). Only for writes a cross-site post cannot abuse: anonymous
   * events, or a secret token in the request that is the proof. The path has no parameters (the
   * server exempts it by its exact path).
   */
  readonly csrfExempt?: true;
  /**
   * The largest request body the server reads for this endpoint, in bytes (413 `BodyTooLarge`
   * above it). Unset: `DEFAULT_MAX_BODY_BYTES`. Set it only where the schema allows long text.
   */
  readonly maxBodyBytes?: number;
  /**
   * The codes this endpoint's own logic may answer (a refusal, a missing row, a rate limit). The
   * codes every endpoint of its kind may answer (a bad input, sign-in, CSRF, ...) are added by
   * `errorCodesOf`; the server treats any other code as a bug.
   */
  readonly errors?: readonly ErrorCode[];
}

/**
 * The body limit of an endpoint that declares none: far above what any bounded JSON schema of the
 * contract accepts, even with every character written as a `\uXXXX` escape.
 */
export const DEFAULT_MAX_BODY_BYTES = 64 * 1024;

/**
 * A body that can hold up to `characters` characters of free text (a message, a support request):
 * 12 bytes per character covers a code point sent as two `\uXXXX` escapes, plus the default for the
 * rest of the body.
 */
export const maxBodyBytesForText = (characters: number): number => DEFAULT_MAX_BODY_BYTES + characters * 12;

/** The body limit the server applies to `endpoint`. */
export const maxBodyBytesOf = (endpoint: Pick<Endpoint, 'maxBodyBytes'>): number => endpoint.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;

/** Keeps the exact schema types of a literal endpoint definition. */
export function defineEndpoint<
  TParams extends z.ZodType | undefined = undefined,
  TQuery extends z.ZodType | undefined = undefined,
  TBody extends z.ZodType | undefined = undefined,
  TResponse extends z.ZodType = z.ZodType,
  TPaging extends 'header' | undefined = undefined,
  TAccess extends Access = Access,
>(endpoint: Endpoint<TParams, TQuery, TBody, TResponse, TPaging, TAccess>): Endpoint<TParams, TQuery, TBody, TResponse, TPaging, TAccess> {
  return endpoint;
}

/** The response header that carries has-next for header-paged lists. */
export const HAS_NEXT_HEADER = 'X-Has-Next';
/** The non-simple header every state-changing call carries (CSRF defence: a cross-site form cannot set it). */
export const CSRF_HEADER = 'X-Requested-With';
export const CSRF_HEADER_VALUE = 'app';
/** Sent on a paying action (an endpoint with `idempotent: true`) so a retry is answered, not run, again. 1 to 255 visible ASCII characters. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Set on an answer that is the stored first answer to an earlier request with the same key. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';
