import { CALL_TIMEOUT_MS } from '@app/domain';
import type { z } from 'zod';
import { CSRF_HEADER, CSRF_HEADER_VALUE, type Endpoint, HAS_NEXT_HEADER, IDEMPOTENCY_KEY_HEADER } from '../contract/endpoint';
import { ApiClientError, ErrorBodySchema } from '../contract/errors';
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
}

export interface ApiClient {
  call<E extends Endpoint>(endpoint: E, ...args: NeedsArgs<E> extends true ? [CallArgs<E>] : [CallArgs<E>?]): Promise<CallResult<E>>;
}

/**
 * A typed client over `fetch`, for the browser and for Node. Every answer is parsed with the
 * endpoint's schema, never cast; every failure rejects with one `ApiClientError`.
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = (options.baseUrl ?? '/api').replace(/\/$/, '');
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const timeoutMs = options.timeoutMs ?? CALL_TIMEOUT_MS;

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
      const parsed = ErrorBodySchema.safeParse(json);
      throw new ApiClientError(
        parsed.success
          ? { status: response.status, ...parsed.data.error }
          : { status: response.status, code: 'BadResponse', message: `HTTP ${response.status}` },
      );
    }
    const parsed = endpoint.response.safeParse(json);
    if (!parsed.success) {
      throw new ApiClientError({
        status: response.status,
        code: 'BadResponse',
        message: `Unexpected answer from ${endpoint.method} ${endpoint.path}: ${parsed.error.message}`,
      });
    }
    if (endpoint.paging === 'header') {
      return { items: parsed.data, hasNext: response.headers.get(HAS_NEXT_HEADER) === '1' } as CallResult<E>;
    }
    return parsed.data as CallResult<E>;
  }

  return { call: call };
}
