import { type CallResult, type Endpoint, errorCodesOf, HAS_NEXT_HEADER, maxBodyBytesOf } from '@app/api';
import type { Context, Hono } from 'hono';
import type { z } from 'zod';
import type { AppEnv, SessionUser } from './app-env';
import { AppError } from '../errors/app-error';
import { CompressibleBody, sendText } from './compression';
import { findNul, parseJsonBody, readBodyText } from './read-body';
import { withListedCodes } from './listed-codes';
import { type MaybeRendered, stringifyAnswer } from './rendered-json';
import type { SharedAnswer, SharedReads } from './shared-reads';

export type Parsed<T> = [T] extends [undefined] ? undefined : z.output<NonNullable<T> & z.ZodType>;

export interface HandlerContext<E extends Endpoint> {
  readonly params: Parsed<E['params']>;
  readonly query: Parsed<E['query']>;
  readonly body: Parsed<E['body']>;
  /** The signed-in user; always present for `user` and `admin` endpoints. */
  readonly user: E['access'] extends 'user' | 'admin' ? SessionUser : SessionUser | null;
  readonly c: Context<AppEnv>;
}

/**
 * Coalescing for a read-only endpoint (see `SharedReads`): `key` names the answer from the parsed
 * input and the viewer, and must hold all the answer depends on; `null` runs the handler alone.
 */
export interface ShareOptions<E extends Endpoint> {
  readonly reads: SharedReads;
  readonly key: (ctx: Omit<HandlerContext<E>, 'c'>) => string | null;
}

/**
 * Registers one contract endpoint: checks access, validates params, query and body with the
 * contract's own schemas (a 400 naming the field on failure; a body past the endpoint's
 * `maxBodyBytes` is a 413 and never read whole), and writes the answer, with the
 * has-next header for header-paged lists. Routes never parse input by hand. An error whose code
 * the endpoint does not list (`errorCodesOf`) leaves as an `UnlistedErrorCode` (listed-codes.ts).
 */
export function mount<E extends Endpoint>(
  router: Hono<AppEnv>,
  endpoint: E,
  handler: (ctx: HandlerContext<E>) => Promise<MaybeRendered<CallResult<E>>>,
  options: { share?: ShareOptions<E> } = {},
): void {
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  const { share } = options;
  const queries = share && endpoint.method === 'GET' && endpoint.query ? new ValidatedQueries(endpoint.query) : null;
  router[method](endpoint.path, withListedCodes(endpoint, errorCodesOf(endpoint), respond));

  async function respond(c: Context<AppEnv>) {
    const user = allowedUser(endpoint, c);
    const params = validate(endpoint.params, c.req.param(), 'path');
    const query = queries ? queries.validated(c) : validate(endpoint.query, queryRecord(c), 'query');
    // Only endpoints with a body schema read the body, never more than their limit; any other
    // (GET, HEAD, actions without a body) ignores what was sent and never reads it.
    const body = endpoint.body
      ? validate(endpoint.body, parseJsonBody(await readBodyText(c, maxBodyBytesOf(endpoint))), 'body')
      : undefined;

    const ctx = { params, query, body, user, c } as HandlerContext<E>;
    const key = share?.key(ctx);
    if (share && key != null) {
      const answer = await share.reads.run(`${endpoint.method} ${endpoint.path}\u0000${key}`, async () =>
        toAnswer(endpoint, await handler(ctx), c.get('checkAnswers')),
      );
      return sendText(c, answer.body, { contentType: JSON_TYPE, headers: answer.headers });
    }
    const answer = toAnswer(endpoint, await handler(ctx), c.get('checkAnswers'));
    return sendText(c, answer.body, { contentType: JSON_TYPE, headers: answer.headers });
  }
}

/** The caller, once `access` lets them in. */
export function allowedUser(endpoint: Pick<Endpoint, 'access'>, c: Context<AppEnv>): SessionUser | null {
  const user = c.get('user');
  if ((endpoint.access === 'user' || endpoint.access === 'admin') && !user) throw new AppError('NotSignedIn', 'Please sign in first.');
  // Staff pages are not advertised to anyone else: a student gets the same 404 as a missing page.
  if (endpoint.access === 'admin' && user?.role !== 'ADMIN') throw new AppError('NotFound', 'Not found.');
  return user;
}

const JSON_TYPE = 'application/json';

/** An answer its endpoint's `response` schema refuses: a server bug, answered as a 500. */
export class AnswerOffContract extends Error {
  constructor(endpoint: Pick<Endpoint, 'method' | 'path'>, detail: string) {
    super(`${endpoint.method} ${endpoint.path} answered off its contract: ${detail}`);
    this.name = 'AnswerOffContract';
  }
}

/**
 * With `checkAnswers` (tests, development: AppDeps.checkAnswers) every answer is parsed against the
 * endpoint's `response` schema: the browser takes answers as their contract types without parsing
 * them (packages/api README "Parsing or trusting answers"), so an answer off the contract must fail
 * here, as a 500, not in a page. Production and the benchmark skip the parse.
 */
function checkedText(endpoint: Endpoint, text: string, check: boolean): string {
  if (!check) return text;
  const parsed = endpoint.response.safeParse(JSON.parse(text));
  if (!parsed.success) throw new AnswerOffContract(endpoint, parsed.error.message);
  return text;
}

function toAnswer(endpoint: Endpoint, result: unknown, check: boolean): SharedAnswer {
  if (endpoint.paging === 'header') {
    const paged = result as { items: unknown; hasNext: boolean };
    return {
      body: new CompressibleBody(checkedText(endpoint, stringifyAnswer(paged.items), check)),
      headers: { [HAS_NEXT_HEADER]: paged.hasNext ? '1' : '0' },
    };
  }
  return { body: new CompressibleBody(checkedText(endpoint, stringifyAnswer(result), check)), headers: {} };
}

/** How many query strings a shared GET endpoint remembers; the memory is emptied when it is full. */
const VALIDATED_QUERIES_MAX = 256;

/**
 * A shared read is the busiest kind of GET, and most of its requests carry one of a few query
 * strings (a search page's defaults): each raw query string is parsed and validated once, and its
 * result frozen, so no handler can change what the next request with it gets. Refused query
 * strings are not kept; they are validated, and refused, every time.
 */
class ValidatedQueries {
  private readonly known = new Map<string, unknown>();

  constructor(private readonly schema: z.ZodType) {}

  validated(c: Context<AppEnv>): unknown {
    const url = c.req.url;
    const mark = url.indexOf('?');
    const raw = mark < 0 ? '' : url.slice(mark + 1);
    if (this.known.has(raw)) return this.known.get(raw);
    const query = deepFreeze(validate(this.schema, queryRecord(c), 'query'));
    if (this.known.size >= VALIDATED_QUERIES_MAX) this.known.clear();
    this.known.set(raw, query);
    return query;
  }
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const item of Object.values(value)) deepFreeze(item);
    Object.freeze(value);
  }
  return value;
}

export function queryRecord(c: Context<AppEnv>): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, values] of Object.entries(c.req.queries())) {
    // `levels[0]=1&levels[1]=2` and `levels[]=1` are the same list as `levels=1&levels=2`.
    const name = key.replace(/\[\d*\]$/, '');
    const existing = out[name];
    const merged = existing === undefined ? values : [...(Array.isArray(existing) ? existing : [existing]), ...values];
    out[name] = merged.length === 1 ? (merged[0] ?? '') : merged;
  }
  return out;
}

export function validate(schema: z.ZodType | undefined, input: unknown, where: 'path' | 'query' | 'body'): unknown {
  if (!schema) return undefined;
  const nul = findNul(input);
  if (nul) {
    const field = nul.length > 0 ? nul.join('.') : where;
    throw new AppError('InvalidRequest', `${field}: must not contain the NUL character`, field);
  }
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue && issue.path.length > 0 ? issue.path.join('.') : where;
  throw new AppError('InvalidRequest', `${field}: ${issue?.message ?? 'invalid'}`, field);
}
