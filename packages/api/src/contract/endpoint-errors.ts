import type { Endpoint } from './endpoint';
import type { ErrorCode } from './error-codes';

/**
 * Codes no endpoint lists because they are answered outside any endpoint: by the edge, a framework
 * `HTTPException` (`HttpError`, which no code of ours throws); by the payment webhooks, which the
 * provider calls and which stay outside the contract (the server declares their codes in
 * `apps/server/src/http/outside-contract.ts`, and its test checks they are these).
 */
export const EDGE_ONLY_ERROR_CODES: readonly ErrorCode[] = ['HttpError', 'WebhookSignatureInvalid', 'WebhookEventRefused'];

/**
 * Codes a command throws only for an actor no endpoint serves yet: staff cancels (the staff console
 * comes later). An endpoint that calls the command for that actor lists them.
 */
export const COMMAND_ONLY_ERROR_CODES: readonly ErrorCode[] = ['LessonEnded'];

/**
 * Every code `endpoint` may answer: its own `errors` plus those that follow from what it is. Any
 * endpoint can fail on our side; one with input can be refused it; one with a body can be sent
 * broken JSON, too deep or too large; a state change needs the CSRF header (unless exempt); a signed-in endpoint
 * answers a visitor `NotSignedIn`; a staff one answers anyone else `NotFound`; a paying one can be
 * sent a key already used for another request.
 */
export function errorCodesOf(
  endpoint: Pick<Endpoint, 'method' | 'access' | 'params' | 'query' | 'body' | 'idempotent' | 'csrfExempt' | 'errors'>,
): readonly ErrorCode[] {
  const codes = new Set<ErrorCode>();
  if (endpoint.params || endpoint.query || endpoint.body || endpoint.idempotent) codes.add('InvalidRequest');
  if (endpoint.body) for (const code of ['InvalidJson', 'BodyTooDeep', 'BodyTooLarge'] as const) codes.add(code);
  if (endpoint.method !== 'GET' && endpoint.csrfExempt !== true) codes.add('CsrfHeaderMissing');
  if (endpoint.access === 'user' || endpoint.access === 'admin') codes.add('NotSignedIn');
  if (endpoint.access === 'admin') codes.add('NotFound');
  if (endpoint.idempotent) codes.add('IdempotencyKeyReused');
  for (const code of endpoint.errors ?? []) codes.add(code);
  codes.add('InternalError');
  return [...codes];
}
