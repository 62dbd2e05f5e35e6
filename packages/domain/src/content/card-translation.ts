/** 001 §9 "Translations are applied for es, ru and ja." 001 §7.2: translate only "when the display locale is es, ru or ja". */
export const TRANSLATION_LOCALES: readonly string[] = ['es', 'ru', 'ja'];

/** 001 §3 "Translation item: teacher_id, about_info, short_signature." */
export interface TranslationItem {
  teacher_id: number;
  about_info?: string | null | undefined;
  short_signature?: string | null | undefined;
}

/**
 * 001 §9 "Translations are applied for es, ru and ja." True when the display locale's primary
 * language subtag (case-insensitive, so `es-MX` and `ES` count) is one of `TRANSLATION_LOCALES`.
 */
export function isTranslationLocale(displayLocale: string | null | undefined): boolean {
  const primary = (displayLocale ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return TRANSLATION_LOCALES.includes(primary);
}

/** Whether a translation item has any translated text (a non-blank about_info or short_signature). */
export function hasTranslatedText(item: TranslationItem | null | undefined): boolean {
  return [item?.about_info, item?.short_signature].some((text) => typeof text === 'string' && text.trim() !== '');
}

/**
 * 001 §4.2 "Translation toggle: a card can switch between original and translated text, if
 * translations exist and the card-translate test is on." True iff the card's translation has text
 * and the user is in the Teacher_Search_Teacher_Card_Translate_AB test group.
 */
export function canToggleCardTranslation({
  translation,
  isCardTranslateTestOn,
}: {
  translation: TranslationItem | null | undefined;
  isCardTranslateTestOn: boolean;
}): boolean {
  return isCardTranslateTestOn && hasTranslatedText(translation);
}
