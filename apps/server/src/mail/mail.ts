import type { UserLocale } from '@app/api';
import { formatMoney, formatZonedDate, formatZonedTime, formatZoneLabel } from '@app/domain';
import { html, type SafeHtml } from './html';

export type MailLocale = UserLocale;

/** A mail ready for the outbox: both parts, and the link it is about (the dev outbox shows it). */
export interface RenderedMail {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly link: string | null;
}

/** Whom a mail is written for: their language, and the zone and clock their dates are shown in. */
export interface MailReader {
  readonly nickname: string;
  readonly locale: MailLocale;
  readonly zone: string;
  readonly isAm: boolean;
}

/** The BCP 47 tag dates and numbers are formatted with, as the web's INTL_LOCALE. */
export const INTL_LOCALE: Record<MailLocale, string> = { en: 'en-US', es: 'es-ES' };

/** `Fri, Nov 27, 2026 at 10:30 Europe/Berlin (GMT+01:00)`: a start as the reader's pages show it. */
export function formatWhen(instant: number, reader: Pick<MailReader, 'locale' | 'zone' | 'isAm'>): string {
  const locale = INTL_LOCALE[reader.locale];
  const date = formatZonedDate({ instant, zone: reader.zone, locale });
  const time = formatZonedTime({ instant, zone: reader.zone, isAm: reader.isAm, locale });
  const at = reader.locale === 'es' ? 'a las' : 'at';
  return `${date} ${at} ${time} ${formatZoneLabel({ zone: reader.zone, instant })}`;
}

/** Wallet money (USD cents, as the ledger keeps it) in the reader's number format. */
export function formatUsd(cents: number, locale: MailLocale): string {
  return formatMoney({ amountMinor: cents, currency: { code: 'USD', decimals: 2 }, locale: INTL_LOCALE[locale] });
}

/** The HTML part's frame: one column of paragraphs, readable in any mail client without styles. */
export function htmlDocument({ locale, subject, body }: { locale: MailLocale; subject: string; body: SafeHtml }): string {
  return html`<!doctype html>
    <html lang="${locale}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width" />
        <title>${subject}</title>
      </head>
      <body style="font-family:system-ui,sans-serif;line-height:1.5;max-width:36em;margin:0 auto;padding:1em">
        ${body}
      </body>
    </html>`.value;
}

/** A button-like link in the HTML part. */
export function htmlLink(href: string, label: string): SafeHtml {
  return html`<p><a href="${href}" style="font-weight:bold">${label}</a></p>`;
}
