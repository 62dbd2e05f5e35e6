import { createHash } from 'node:crypto';
import { HOUR_MS } from '@app/domain';
import { ERROR_STATUS, type ErrorBody, IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER, isErrorCode } from '@app/api';
import { and, eq, lt } from 'drizzle-orm';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Db } from '../db/database';
import { idempotentAnswers } from '../db/schema-idempotency';
import type { Tx } from '../money/ledger';
import type { AppEnv } from './app-env';
import { AppError } from '../errors/app-error';

/** How long a first answer is kept for retries (the sweep forgets older ones). */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * HOUR_MS;
/** Visible ASCII, 1 to 255 characters: what any client's UUID or ULID key is, and nothing a log line could be forged with. */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

type Outcome = { readonly status: number; readonly answer: string; readonly replayed: boolean };

/**
 * Answers a paying action once per user and `Idempotency-Key` (when the request has one): the
 * claim, the action's own transaction (as a savepoint) and the stored answer commit together, so a
 * retry after a timeout finds the first answer, and a retry sent while the first is still running
 * waits on the key's primary key and then gets that answer. A decided refusal (a 4xx the action
 * threw) is an answer too and is replayed; a crash or 5xx rolls the claim back, so the retry runs.
 * The same key with another method, path or body is 422 `IdempotencyKeyReused`.
 * Without the header the action simply runs on `db`.
 */
export async function answerOnce<T>(
  c: Context<AppEnv>,
  { db, userId, now, request }: { db: Db; userId: number; now: number; request: unknown },
  run: (db: Db) => Promise<T>,
): Promise<T> {
  const key = c.req.header(IDEMPOTENCY_KEY_HEADER);
  if (key === undefined) return run(db);
  if (!KEY_PATTERN.test(key)) {
    throw new AppError('InvalidRequest', `${IDEMPOTENCY_KEY_HEADER}: must be 1 to 255 visible ASCII characters`, IDEMPOTENCY_KEY_HEADER);
  }
  const fingerprint = createHash('sha256')
    .update(`${c.req.method} ${c.req.path}\n${JSON.stringify(request ?? null)}`)
    .digest('base64url');
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    const claimed = await tx
      .insert(idempotentAnswers)
      .values({ user_id: userId, key, fingerprint, status: 0, answer: '', created_at: new Date(now) })
      .onConflictDoNothing()
      .returning({ key: idempotentAnswers.key });
    if (claimed.length === 0) {
      const [first] = await tx
        .select()
        .from(idempotentAnswers)
        .where(and(eq(idempotentAnswers.user_id, userId), eq(idempotentAnswers.key, key)));
      if (!first) throw new Error('An idempotency key conflicted but its row is gone');
      if (first.fingerprint !== fingerprint) {
        throw new AppError(
          'IdempotencyKeyReused',
          `This ${IDEMPOTENCY_KEY_HEADER} was already used for another request. Send a new key for a new request.`,
          IDEMPOTENCY_KEY_HEADER,
        );
      }
      return { status: first.status, answer: first.answer, replayed: true };
    }
    let stored: Omit<Outcome, 'replayed'>;
    try {
      stored = { status: 200, answer: JSON.stringify(await tx.transaction((inner) => run(inner as unknown as Db))) };
    } catch (error) {
      if (!(error instanceof AppError) || error.status >= 500) throw error;
      stored = { status: error.status, answer: JSON.stringify(errorBody(error)) };
    }
    await tx
      .update(idempotentAnswers)
      .set(stored)
      .where(and(eq(idempotentAnswers.user_id, userId), eq(idempotentAnswers.key, key)));
    return { ...stored, replayed: false };
  });
  if (outcome.replayed) c.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
  const parsed: unknown = JSON.parse(outcome.answer);
  if (outcome.status >= 400) {
    const { error } = parsed as ErrorBody;
    // A code whose status has not changed since it was stored replays as the code; anything else
    // (an answer stored before a status changed) replays exactly as it was first answered.
    if (isErrorCode(error.code) && ERROR_STATUS[error.code] === outcome.status) throw new AppError(error.code, error.message, error.field);
    throw new ReplayedRefusal(outcome.status as ContentfulStatusCode, parsed as ErrorBody);
  }
  return parsed as T;
}

/** Forgets first answers older than IDEMPOTENCY_KEY_TTL_MS (run by the sweep); returns how many. */
export async function forgetOldAnswers(tx: Tx, now: number): Promise<number> {
  const gone = await tx
    .delete(idempotentAnswers)
    .where(lt(idempotentAnswers.created_at, new Date(now - IDEMPOTENCY_KEY_TTL_MS)))
    .returning({ key: idempotentAnswers.key });
  return gone.length;
}

/**
 * A stored refusal whose code now has another status (or is no longer listed): answered exactly as
 * it was first, status and body, since a retry must get the first answer.
 */
export class ReplayedRefusal extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly body: ErrorBody,
  ) {
    super(body.error.message);
    this.name = 'ReplayedRefusal';
  }
}

function errorBody(error: AppError): ErrorBody {
  return { error: { code: error.code, message: error.message, ...(error.field === undefined ? {} : { field: error.field }) } };
}
