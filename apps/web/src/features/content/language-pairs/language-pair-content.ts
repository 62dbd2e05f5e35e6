import { getDefaultTeacherLanguageSeo, getLanguagePairModuleKey } from '@app/domain';

/** One language-pair content module (001 §9): the teacher page copy for an interface language and a learning language. */
export interface LanguagePairContent {
  readonly ui: string;
  readonly learning: string;
  readonly title: string;
  readonly description: string;
  readonly heading: string;
}

export type LoadedLanguagePairContent =
  | (LanguagePairContent & { readonly source: 'pair' })
  | { readonly source: 'default'; readonly title: string; readonly description: string; readonly heading: null };

type Loader = () => Promise<{ default: LanguagePairContent }>;

// Vite makes every module its own chunk, fetched only when asked for (never in the initial bundle).
const MODULES = import.meta.glob<{ default: LanguagePairContent }>('./pairs/*.ts');

/** The loader of a pair (`en-spanish`), if there is a module for it. */
function loaderFor(key: string): Loader | undefined {
  return MODULES[`./pairs/${key}.ts`];
}

/** The keys of every pair module, for tests and tooling. */
export const LANGUAGE_PAIR_KEYS: readonly string[] = Object.keys(MODULES)
  .map((path) => path.slice('./pairs/'.length, -'.ts'.length))
  .sort();

/**
 * 001 §9 language-pair content for the teacher search page's signed-out bottom content and the
 * /teachers/{language} title and description when the content service has no record. Loads the
 * pair's own chunk; a pair without a module, or a module that fails to load (001 §8 "A failed
 * tags, SEO or FAQ module load falls back to a default description"), gives the default copy of
 * `getDefaultTeacherLanguageSeo`. Never rejects.
 */
export async function loadLanguagePairContent(
  ui: string,
  learning: string,
  { load = loaderFor }: { load?: (key: string) => Loader | undefined } = {},
): Promise<LoadedLanguagePairContent> {
  const fallback = (): LoadedLanguagePairContent => ({ source: 'default', ...getDefaultTeacherLanguageSeo(learning), heading: null });
  const key = getLanguagePairModuleKey({ ui, learning });
  const loader = key === null ? undefined : load(key);
  if (!loader) return fallback();
  try {
    const content = (await loader()).default;
    return { ...content, source: 'pair' };
  } catch {
    return fallback();
  }
}
