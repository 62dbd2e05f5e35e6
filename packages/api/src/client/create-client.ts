import { CALL_TIMEOUT_MS } from '@app/domain';
import type { z } from 'zod';
import { CSRF_HEADER, CSRF_HEADER_VALUE, type Endpoint, HAS_NEXT_HEADER, IDEMPOTENCY_KEY_HEADER } from '../contract/endpoint';
import { ApiClientError, type ErrorBody } from '../contract/errors';
import { fillPath, type QueryValue, toQueryString } from './query-string';

type Part<Name extends string, T> = T extends z.ZodType ? { [K in Name]: z.input<T> } : { [K in Name]?: never };

/** What a call takes: only the parts its endpoint declares. */
export type CallArgs<E extends Endpoint> =
  E extends Endpoint<infer P, infer Q, infer B>
    ? Part<'params', P> &
        Part<'query', Q> &
        Part<'body', B> & {
          signal?: AbortSignal;
          /** For a paying action: the same key on a retry gets the first answer back. */ idempotencyKey?: string;
        }
    : never;

type NeedsArgs<E extends Endpoint> =
  E extends Endpoint<infer P, infer Q, infer B> ? ([P, Q, B] extends [undefined, undefined, undefined] ? false : true) : true;

/** What a call resolves to: the parsed body, or for header-paged lists the items and has-next. */
export type CallResult<E extends Endpoint> = [E['paging']] extends [undefined]
  ? z.output<E['response']>
  : { items: z.output<E['response']>; hasNext: boolean };

export interface ApiClientOptions {
  /** Where the API lives; `/api` in the browser, `http://host:port/api` in Node. */
  readonly baseUrl?: string;
  readonly fetch?: typeof fetch;
  /** 001 §9: "Call timeout 10000 ms." */
  readonly timeoutMs?: number;
  /** Extra headers on every call (e.g. a cookie when used from Node). */
  readonly headers?: Readonly<Record<string, string>>;
  /**
   * `true` (the default): every answer is parsed with its endpoint's `response` schema, and one that
   * does not fit rejects as `BadResponse`. `false`: the answer is taken as the contract's type
   * without a look (README "Parsing or trusting answers"): for the browser, which calls its own
   * origin, whose server checks its answers against the same schemas; it then needs no schema, and
   * no zod, at run time.
   */
  readonly parse?: boolean;
}

export interface ApiClient {
  call<E extends Endpoint>(endpoint: E, ...args: NeedsArgs<E> extends true ? [CallArgs<E>] : [CallArgs<E>?]): Promise<CallResult<E>>;
}

/** The API's one error body (`ErrorBodySchema`), checked by hand: the browser's client carries no zod. */
export function readErrorBody(json: unknown): ErrorBody['error'] | null {
  const error = json !== null && typeof json === 'object' ? (json as { error?: unknown }).error : undefined;
  if (error === null || typeof error !== 'object') return null;
  const { code, message, field } = error as Record<string, unknown>;
  if (typeof code !== 'string' || typeof message !== 'string' || (field !== undefined && typeof field !== 'string')) return null;
  return field === undefined ? { code, message } : { code, message, field };
}

/**
 * A typed client over `fetch`, for the browser and for Node. Answers are parsed with the endpoint's
 * schema, or with `parse: false` taken as its type; every failure rejects with one `ApiClientError`.
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = (options.baseUrl ?? '/api').replace(/\/$/, '');
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const timeoutMs = options.timeoutMs ?? CALL_TIMEOUT_MS;
  const parse = options.parse ?? true;

  async function call<E extends Endpoint>(endpoint: E, args?: CallArgs<E>): Promise<CallResult<E>> {
    const path = fillPath(endpoint.path, args?.params as Record<string, string | number> | undefined);
    const url = `${baseUrl}${path}${toQueryString(args?.query as Record<string, QueryValue> | undefined)}`;
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    if (endpoint.method !== 'GET') headers[CSRF_HEADER] = CSRF_HEADER_VALUE;
    if (args?.idempotencyKey !== undefined) headers[IDEMPOTENCY_KEY_HEADER] = args.idempotencyKey;
    let body: string | undefined;
    if (args?.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(args.body);
    }

    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = args?.signal ? AbortSignal.any([args.signal, timeout]) : timeout;
    let response: Response;
    try {
      response = await doFetch(url, { method: endpoint.method, headers, body: body ?? null, signal, credentials: 'same-origin' });
    } catch (error) {
      const timedOut = timeout.aborted;
      throw new ApiClientError({
        status: 0,
        code: timedOut ? 'Timeout' : 'NetworkError',
        message: timedOut ? `No answer within ${timeoutMs} ms.` : error instanceof Error ? error.message : 'Network error.',
      });
    }

    const json: unknown = response.status === 204 ? null : await response.json().catch(() => undefined);
    if (!response.ok) {
      const error = readErrorBody(json);
      throw new ApiClientError(
        error
          ? { status: response.status, ...error }
          : { status: response.status, code: 'BadResponse', message: `HTTP ${response.status}` },
      );
    }
    let data: unknown = json;
    if (parse) {
      const parsed = endpoint.response.safeParse(json);
      if (!parsed.success) {
        throw new ApiClientError({
          status: response.status,
          code: 'BadResponse',
          message: `Unexpected answer from ${endpoint.method} ${endpoint.path}: ${parsed.error.message}`,
        });
      }
      data = parsed.data;
    } else if (json === undefined) {
      // Not JSON at all (a proxy's HTML page): no cast can make that the contract's type.
      throw new ApiClientError({
        status: response.status,
        code: 'BadResponse',
        message: `No JSON answer from ${endpoint.method} ${endpoint.path}`,
      });
    }
    if (endpoint.paging === 'header') {
      return { items: data, hasNext: response.headers.get(HAS_NEXT_HEADER) === '1' } as CallResult<E>;
    }
    return data as CallResult<E>;
  }

  return { call: call };
}
