import { formatLanguageName, getLanguageTag } from '@app/domain';
import { useI18n } from './i18n-provider';

export interface LanguageNames {
  /** The name inside a sentence ("Clases grupales de inglés"). */
  readonly inSentence: (textCode: string) => string;
  /** The name on its own: a label, an option, a chip ("Inglés"). */
  readonly label: (textCode: string) => string;
}

/**
 * Language `text_code`s named in the display language by the browser's own data (Intl.DisplayNames),
 * so no catalog has to list every language. Codes without a tag, or that Intl cannot name, keep
 * their English name, which is also what English display shows.
 */
export function createLanguageNames(intlLocale: string): LanguageNames {
  const names = new Intl.DisplayNames([intlLocale], { type: 'language', fallback: 'none' });
  const cache = new Map<string, string>();
  const inSentence = (textCode: string): string => {
    let name = cache.get(textCode);
    if (name === undefined) {
      const tag = getLanguageTag(textCode);
      name = (tag && names.of(tag)) || formatLanguageName(textCode);
      cache.set(textCode, name);
    }
    return name;
  };
  const label = (textCode: string): string => {
    const name = inSentence(textCode);
    return name.charAt(0).toLocaleUpperCase(intlLocale) + name.slice(1);
  };
  return { inSentence, label };
}

// One namer per display locale for the whole page: every card names its language, and making an
// Intl.DisplayNames for each card cost more than the card's own render.
const namesByLocale = new Map<string, LanguageNames>();

/** Language text codes named in the current display language. */
export function useLanguageNames(): LanguageNames {
  const { intlLocale } = useI18n();
  let names = namesByLocale.get(intlLocale);
  if (names === undefined) {
    names = createLanguageNames(intlLocale);
    namesByLocale.set(intlLocale, names);
  }
  return names;
}
