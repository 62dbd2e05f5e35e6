import nodemailer from 'nodemailer';
import type { OutboxAttachment } from '../../db/schema-accounts';

/** One mail as it leaves: the outbox row's parts and the Message-ID it keeps across retries. */
export interface OutgoingMail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string | null;
  readonly attachments: readonly OutboxAttachment[];
  readonly messageId: string;
  /** An optional mail's one-click unsubscribe address (RFC 8058), or null. */
  readonly listUnsubscribe?: string | null;
}

/**
 * Why a send failed, as the delivery loop needs it: `permanent` (never retry this mail), `transient`
 * (this mail later), `unreachable` (the server itself: every mail waits, not one by one).
 */
export type SendFailureKind = 'permanent' | 'transient' | 'unreachable';

export class SendFailure extends Error {
  constructor(
    message: string,
    readonly kind: SendFailureKind,
  ) {
    super(message);
    this.name = 'SendFailure';
  }
}

export interface MailSender {
  /** Resolves once the server accepted the mail; rejects with a `SendFailure`. */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export interface SmtpTimeouts {
  /** Waiting for the TCP connection. */
  readonly connectionMs: number;
  /** Waiting for the server's greeting once connected (a server that accepts and says nothing). */
  readonly greetingMs: number;
  /** Inactivity during the conversation. */
  readonly socketMs: number;
}

/** Short enough that a hung server frees the lease long before it ends (deliver-mails.ts SEND_LEASE_MS). */
export const DEFAULT_SMTP_TIMEOUTS: SmtpTimeouts = { connectionMs: 10_000, greetingMs: 10_000, socketMs: 30_000 };

/** nodemailer's codes for a server that could not be reached or talked to at all. */
const UNREACHABLE_CODES = new Set(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ETLS', 'EAUTH', 'ENOAUTH', 'EPROXY']);

/**
 * An SMTP server answering 5xx refused the mail for good (unknown mailbox, rejected content):
 * retrying sends nothing. A 4xx may pass for this mail. No answer at all (refused or dropped
 * connection, a timeout, failed login) is the server's state, not the mail's.
 */
export function classifySmtpError(error: unknown): SendFailureKind {
  const { responseCode, code } = (error ?? {}) as { responseCode?: unknown; code?: unknown };
  if (typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600 && code !== 'EAUTH') return 'permanent';
  if (typeof responseCode === 'number' && responseCode >= 400 && responseCode < 500) return 'transient';
  return typeof code === 'string' && UNREACHABLE_CODES.has(code) ? 'unreachable' : 'transient';
}

/**
 * Sends through the SMTP server `SMTP_URL` names (`smtp://user:pass@host:587`, `smtps://...:465`),
 * with nodemailer's transport: STARTTLS when the server offers it, the URL's credentials.
 */
export function createSmtpSender({
  url,
  from,
  timeouts = DEFAULT_SMTP_TIMEOUTS,
}: {
  url: string;
  from: string;
  timeouts?: SmtpTimeouts;
}): MailSender {
  const transport = nodemailer.createTransport(
    {
      url,
      connectionTimeout: timeouts.connectionMs,
      greetingTimeout: timeouts.greetingMs,
      socketTimeout: timeouts.socketMs,
    },
    { from },
  );
  return {
    async send(mail) {
      try {
        await transport.sendMail({
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          ...(mail.html === null ? {} : { html: mail.html }),
          attachments: mail.attachments.map((a) => ({ filename: a.filename, content: a.content, contentType: a.contentType })),
          messageId: mail.messageId,
          // `List-Unsubscribe: <url>` and its one-click POST (RFC 8058): mail clients show an unsubscribe button.
          ...(mail.listUnsubscribe
            ? { list: { unsubscribe: mail.listUnsubscribe }, headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } }
            : {}),
        });
      } catch (error) {
        throw new SendFailure(error instanceof Error ? error.message : String(error), classifySmtpError(error));
      }
    },
    close() {
      transport.close();
    },
  };
}
