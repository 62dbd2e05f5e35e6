import { type DisplayLocale, pickDisplayLocale } from '../../i18n/locales';

/** The value of one cookie of a `Cookie` header, or null. */
export function readCookie(header: string | null, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(value.join('='));
    } catch {
      return null;
    }
  }
  return null;
}

/** The languages of an `Accept-Language` header, best first. */
export function acceptedLanguages(header: string | null): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((t) => t.tag !== '' && t.tag !== '*' && t.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((t) => t.tag);
}

/** The display locale a page renders in: the one chosen before (cookie), else the browser's languages. */
export function requestLocale({
  cookie,
  localeCookie,
  acceptLanguage,
}: {
  cookie: string | null;
  localeCookie: string;
  acceptLanguage: string | null;
}): DisplayLocale {
  return pickDisplayLocale({ stored: readCookie(cookie, localeCookie), browserLanguages: acceptedLanguages(acceptLanguage) });
}

/** A phone's width and a desktop's, for the layouts that switch on the window width (lib/use-viewport.ts). */
const PHONE_WIDTH_GUESS = 390;
const DESKTOP_WIDTH_GUESS = 1280;

/** The window width the server renders for: a phone's when the User-Agent says mobile, else a desktop's. */
export function requestViewportWidth(userAgent: string | null): number {
  return /\bMobi|Android|iPhone|iPad/i.test(userAgent ?? '') ? PHONE_WIDTH_GUESS : DESKTOP_WIDTH_GUESS;
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The zone a visitor's times render in: the browser's, remembered in a cookie by an earlier page;
 * on a first visit the server's own (the client corrects it right after hydration).
 */
export function requestTimeZone({ cookie, zoneCookie }: { cookie: string | null; zoneCookie: string }): string {
  const remembered = readCookie(cookie, zoneCookie);
  if (remembered && isTimeZone(remembered)) return remembered;
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
