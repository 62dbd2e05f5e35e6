import { getLearnContentPath } from '../content/content-request';

/** 001 §2.5: "Signup call-to-action links per display language: /en/signup, /es/signup, /it/signup, /fr/signup, /de/signup, /ja/signup." */
export const SIGNUP_LOCALES = ['en', 'es', 'it', 'fr', 'de', 'ja'] as const;
export type SignupLocale = (typeof SIGNUP_LOCALES)[number];
/** The signup page used when the display language has none of its own. */
export const DEFAULT_SIGNUP_LOCALE: SignupLocale = 'en';

/** 001 §2.5: "English-speaking links go to /en/learn/{language} for english, spanish, german, french and japanese." */
export const LEARN_PAGE_LANGUAGES = ['english', 'spanish', 'german', 'french', 'japanese'] as const;

function primarySubtag(displayLanguage: string | null | undefined): string {
  return (displayLanguage ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? '';
}

/** True for the six signup locales, exactly as written (`es`, not `ES` or `es-MX`): the path segment of `/{locale}/signup`. */
export function isSignupLocale(value: string): value is SignupLocale {
  return (SIGNUP_LOCALES as readonly string[]).includes(value);
}

function toSignupLocale(displayLanguage: string | null | undefined): SignupLocale {
  const primary = primarySubtag(displayLanguage);
  return isSignupLocale(primary) ? primary : DEFAULT_SIGNUP_LOCALE;
}

/**
 * 001 §2.5: "Signup call-to-action links per display language: /en/signup, /es/signup, /it/signup,
 * /fr/signup, /de/signup, /ja/signup."
 * The display language's primary subtag (case-insensitive: `es-MX` -> `es`) picks the page; any
 * other or missing display language falls back to `/en/signup`.
 */
export function getSignupLink(displayLanguage: string | null | undefined): string {
  return `/${toSignupLocale(displayLanguage)}/signup`;
}

/**
 * 001 §2.5: "English-speaking links go to /en/learn/{language} for english, spanish, german,
 * french and japanese."
 * For an English display language (`en`, `en-US`, ...) and a page language among those five,
 * the call to action goes to `/en/learn/{language}`; in every other case to `getSignupLink`.
 */
export function getSignupCtaLink({
  displayLanguage,
  language,
}: {
  displayLanguage: string | null | undefined;
  language: string | null | undefined;
}): string {
  const lang = (language ?? '').trim().toLowerCase();
  if (primarySubtag(displayLanguage) === 'en' && (LEARN_PAGE_LANGUAGES as readonly string[]).includes(lang))
    return `/en${getLearnContentPath(lang)}`;
  return getSignupLink(displayLanguage);
}
