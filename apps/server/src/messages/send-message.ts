import { MINUTE_MS } from '@app/domain';
import { AppError } from '../errors/app-error';

/** Messages one user may send within `MESSAGE_RATE_WINDOW_MS`; the next one is a 429 until the oldest leaves the window. */
export const MESSAGE_RATE_LIMIT = 30;
export const MESSAGE_RATE_WINDOW_MS = MINUTE_MS;

/** A 429 that knows when sending works again (the route sends it as Retry-After). */
export class MessageRateLimitError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('TooManyMessages', `You can send ${MESSAGE_RATE_LIMIT} messages a minute. Please wait a moment and try again.`);
  }
}
