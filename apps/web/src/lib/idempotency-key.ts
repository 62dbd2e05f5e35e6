import { ApiClientError } from '@app/api';
import { useRef } from 'react';

/**
 * A fresh `Idempotency-Key` for one paying intent. `getRandomValues` rather than `randomUUID`: the
 * latter exists only in secure contexts, and a phone testing the app over a LAN address is not one.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export interface IdempotencyKeys {
  /** The key of this intent, made on first use. */
  readonly keyFor: (intent: string) => string;
  /**
   * After a failed call: an answer that came back (a refusal such as a short balance) is final for
   * its key, so the next try is a new intent with a new key; a call that got no answer (timeout,
   * network) keeps its key, so trying again cannot pay twice.
   */
  readonly settle: (intent: string, error: unknown) => void;
}

/**
 * One key per thing being paid for (e.g. a lesson's option and start), kept while the page lives:
 * paying for the same thing again after a timeout or a lost answer sends the same key, so the server
 * answers with the first booking instead of booking twice or refusing; another choice gets its own.
 */
export function useIdempotencyKeys(): IdempotencyKeys {
  const keys = useRef(new Map<string, string>());
  return {
    keyFor: (intent) => {
      let key = keys.current.get(intent);
      if (key === undefined) {
        key = newIdempotencyKey();
        keys.current.set(intent, key);
      }
      return key;
    },
    settle: (intent, error) => {
      if (error instanceof ApiClientError && error.status > 0) keys.current.delete(intent);
    },
  };
}
