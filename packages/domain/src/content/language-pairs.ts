/**
 * 001 §9 "A large lazy-loaded set of language-pair content modules exists for German, English,
 * Spanish, French and Italian interface pairs."
 */
export const CONTENT_INTERFACE_LANGUAGES = ['de', 'en', 'es', 'fr', 'it'] as const;
export type ContentInterfaceLanguage = (typeof CONTENT_INTERFACE_LANGUAGES)[number];

// A learning language as written in a path: lower-case letters, optionally with `-` parts (`zh-hans`).
const LEARNING_LANGUAGE_PATTERN = /^[a-z]+(?:-[a-z0-9]+)*$/;

/** Whether `ui` (case-insensitive) is one of the content interface languages de, en, es, fr, it. */
export function isContentInterfaceLanguage(ui: string): ui is ContentInterfaceLanguage {
  return (CONTENT_INTERFACE_LANGUAGES as readonly string[]).includes(ui.trim().toLowerCase());
}

/**
 * 001 §9 language-pair content modules: a pair exists when the interface language is one of de,
 * en, es, fr, it, the learning language is a well-formed lower-case code or name, and the two
 * differ (nobody learns the language the interface is already in). Case-insensitive.
 */
export function hasLanguagePairContent({ ui, learning }: { ui: string; learning: string }): boolean {
  const u = ui.trim().toLowerCase();
  const l = learning.trim().toLowerCase();
  return isContentInterfaceLanguage(u) && LEARNING_LANGUAGE_PATTERN.test(l) && l !== u;
}

/**
 * The key of a language-pair content module, `${ui}-${learning}` in lower case (`en-es`,
 * `de-spanish`), or `null` when the pair does not exist (see `hasLanguagePairContent`).
 */
export function getLanguagePairModuleKey({ ui, learning }: { ui: string; learning: string }): string | null {
  if (!hasLanguagePairContent({ ui, learning })) return null;
  return `${ui.trim().toLowerCase()}-${learning.trim().toLowerCase()}`;
}
