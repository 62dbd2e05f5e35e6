/** The interface languages (issue 5: English and Spanish at least). */
export const DISPLAY_LOCALES = ['en', 'es'] as const;
export type DisplayLocale = (typeof DISPLAY_LOCALES)[number];
export const DEFAULT_DISPLAY_LOCALE: DisplayLocale = 'en';
export const DISPLAY_LOCALE_STORAGE_KEY = 'kp.display_language';
/** Each locale named in itself, for the switcher. */
export const DISPLAY_LOCALE_NAMES: Record<DisplayLocale, string> = { en: 'English', es: 'Español' };
/** The BCP 47 tag used for dates and numbers. */
export const INTL_LOCALE: Record<DisplayLocale, string> = { en: 'en-US', es: 'es-ES' };

export function isDisplayLocale(value: unknown): value is DisplayLocale {
  return typeof value === 'string' && (DISPLAY_LOCALES as readonly string[]).includes(value);
}

/** A stored choice wins; else the browser's first language when we have it; else English. */
export function pickDisplayLocale({
  stored,
  browserLanguages,
}: {
  stored: string | null;
  browserLanguages: readonly string[];
}): DisplayLocale {
  if (isDisplayLocale(stored)) return stored;
  for (const tag of browserLanguages) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isDisplayLocale(primary)) return primary;
  }
  return DEFAULT_DISPLAY_LOCALE;
}
