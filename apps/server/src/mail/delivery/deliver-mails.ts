import { DAY_MS, MINUTE_MS } from '@app/domain';
import { and, asc, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { type OutboxAttachment, outbox } from '../../db/schema-accounts';
import type { Logger } from '../../http/logger';
import { retryDelayMs } from '../../outbox/retry';
import { type MailSender, SendFailure } from './mail-sender';

/**
 * How long a claimed mail is someone's: past it, another process may claim it again. Longer than a
 * send can take (the SMTP timeouts sum to under a minute), so only a process that died mid-send
 * leaves a mail to be sent again.
 */
export const SEND_LEASE_MS = 5 * MINUTE_MS;
/**
 * Mails older than this are not sent (marked failed, 'too old to send'): a confirmation link or a
 * reminder days late misleads more than it helps; the outbox keeps them to read.
 */
export const MAX_MAIL_AGE_MS = 2 * DAY_MS;
/** How many mails one claim takes. */
const CLAIM_BATCH = 20;

export interface DeliveryDeps {
  readonly db: Db;
  readonly sender: MailSender;
  readonly clock: Clock;
  readonly logger: Logger;
  /** The host in Message-IDs (PUBLIC_URL's). */
  readonly mailHost: string;
}

interface ClaimedMail {
  readonly id: number;
  readonly to_address: string;
  readonly subject: string;
  readonly body: string;
  readonly html: string | null;
  readonly attachments: readonly OutboxAttachment[];
  readonly list_unsubscribe: string | null;
  readonly attempts: number;
  readonly created_at: Date;
}

/** `<outbox-42.1764150000000@linguaroom.example>`: the same for every try of one row. */
export function outboxMessageId({ id, createdAt, host }: { id: number; createdAt: Date; host: string }): string {
  return `<outbox-${id}.${createdAt.getTime()}@${host}>`;
}

/**
 * Claims due mails (`FOR UPDATE SKIP LOCKED`, so two processes never take the same row) and leases
 * them: one more attempt counted, `next_attempt_at` moved past the send. Mails past
 * `MAX_MAIL_AGE_MS` are marked failed instead. Committed before anything is sent, so no transaction
 * stays open across the network.
 */
async function claimDueMails(db: Db, now: number): Promise<ClaimedMail[]> {
  return db.transaction(async (tx) => {
    const at = new Date(now);
    await tx
      .update(outbox)
      .set({ failed_at: at, last_error: 'too old to send' })
      .where(
        and(
          isNull(outbox.sent_at),
          isNull(outbox.failed_at),
          lte(outbox.next_attempt_at, at),
          lt(outbox.created_at, new Date(now - MAX_MAIL_AGE_MS)),
        ),
      );
    const due = await tx
      .select({
        id: outbox.id,
        to_address: outbox.to_address,
        subject: outbox.subject,
        body: outbox.body,
        html: outbox.html,
        attachments: outbox.attachments,
        list_unsubscribe: outbox.list_unsubscribe,
        attempts: outbox.attempts,
        created_at: outbox.created_at,
      })
      .from(outbox)
      .where(and(isNull(outbox.sent_at), isNull(outbox.failed_at), lte(outbox.next_attempt_at, at)))
      .orderBy(asc(outbox.next_attempt_at), asc(outbox.id))
      .limit(CLAIM_BATCH)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    await tx
      .update(outbox)
      .set({ attempts: sql`${outbox.attempts} + 1`, next_attempt_at: new Date(now + SEND_LEASE_MS) })
      .where(
        inArray(
          outbox.id,
          due.map((m) => m.id),
        ),
      );
    return due;
  });
}

export interface DeliveryResult {
  readonly sent: number;
  /** Will be tried again after the backoff. */
  readonly retrying: number;
  /** Refused for good (5xx) or out of tries. */
  readonly failed: number;
}

/**
 * Sends every mail due now, batch by batch, until none is left: each accepted mail is marked sent;
 * a refusal for good (5xx) or the last allowed try marks it failed; anything else waits
 * `retryDelayMs(attempts)` (30 s doubling to an hour). The worker runs it on each wake-up; tests
 * call it directly.
 */
export async function deliverDueMails({ db, sender, clock, logger, mailHost }: DeliveryDeps): Promise<DeliveryResult> {
  let sent = 0;
  let retrying = 0;
  let failed = 0;
  for (;;) {
    const claimed = await claimDueMails(db, clock.now());
    if (claimed.length === 0) return { sent, retrying, failed };
    for (const [index, mail] of claimed.entries()) {
      const messageId = outboxMessageId({ id: mail.id, createdAt: mail.created_at, host: mailHost });
      const attempts = mail.attempts + 1;
      try {
        await sender.send({
          to: mail.to_address,
          subject: mail.subject,
          text: mail.body,
          html: mail.html,
          attachments: mail.attachments,
          messageId,
          listUnsubscribe: mail.list_unsubscribe,
        });
      } catch (error) {
        const failure = error instanceof SendFailure ? error : new SendFailure(String(error), 'transient');
        const delay = failure.kind === 'permanent' ? null : retryDelayMs(attempts);
        const now = clock.now();
        await db
          .update(outbox)
          .set({
            last_error: failure.message.slice(0, 2_000),
            ...(delay === null ? { failed_at: new Date(now) } : { next_attempt_at: new Date(now + delay) }),
          })
          .where(eq(outbox.id, mail.id));
        logger.log(delay === null ? 'error' : 'warn', delay === null ? 'mail not delivered' : 'mail delivery failed, will retry', {
          outboxId: mail.id,
          attempts,
          kind: failure.kind,
          error: failure.message,
        });
        if (delay === null) failed += 1;
        else retrying += 1;
        if (failure.kind === 'unreachable' && delay !== null) {
          // The server is down: the rest of the batch waits as long, without a try counted against it,
          // and this run ends instead of timing out once per mail.
          const rest = claimed.slice(index + 1).map((m) => m.id);
          if (rest.length > 0)
            await db
              .update(outbox)
              .set({ attempts: sql`${outbox.attempts} - 1`, next_attempt_at: new Date(now + delay) })
              .where(inArray(outbox.id, rest));
          return { sent, retrying: retrying + rest.length, failed };
        }
        continue;
      }
      await db
        .update(outbox)
        .set({ sent_at: new Date(clock.now()), message_id: messageId, last_error: null })
        .where(eq(outbox.id, mail.id));
      sent += 1;
    }
  }
}
