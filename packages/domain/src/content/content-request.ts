import { type Instant, toEpochMs } from '../time/instant';

/**
 * 001 §7.2 "Language mapping for the content call: zh-cn becomes zh-hans, zh-tw becomes zh-hant,
 * pt becomes pt-pt." Keys are lower case.
 */
export const CONTENT_LANGUAGE_MAP: Readonly<Record<string, string>> = {
  'zh-cn': 'zh-hans',
  'zh-tw': 'zh-hant',
  pt: 'pt-pt',
};

/**
 * 001 §7.2 "Language mapping for the content call". Case-insensitive (`ZH-CN` -> `zh-hans`); any
 * other language is returned unchanged, as given.
 */
export function mapContentLanguage(language: string): string {
  const key = language.trim().toLowerCase();
  return Object.hasOwn(CONTENT_LANGUAGE_MAP, key) ? (CONTENT_LANGUAGE_MAP[key] ?? language) : language;
}

/**
 * 001 §2.4 "The content path for teachers by language is /teachers/{language}." The language is
 * trimmed, lower-cased and percent-encoded.
 */
export function getTeachersContentPath(language: string): string {
  return `/teachers/${encodeURIComponent(language.trim().toLowerCase())}`;
}

/**
 * The content path of a learn page `/{locale}/learn/{language}` (001 §2.5 "/en/learn/{language}"):
 * the page's path without its locale, which is the content language instead. The language is
 * trimmed, lower-cased and percent-encoded.
 */
export function getLearnContentPath(language: string): string {
  return `/learn/${encodeURIComponent(language.trim().toLowerCase())}`;
}

/** The query of `GET /v3/cms/gateway/filter`. */
export type ContentRequestQuery = {
  readonly lang: string;
  readonly path: string;
  readonly content?: 'true';
  readonly wip?: 'true';
  readonly refresh?: 'true';
  readonly timestamp?: string;
};

/**
 * 001 §7.2 "GET /v3/cms/gateway/filter: lang, path, optional content=true, optional wip=true plus
 * refresh=true plus a timestamp". `lang` goes through `mapContentLanguage`; a preview (`wip`) adds
 * `refresh=true` and `timestamp` = epoch milliseconds of `now`, so caches never answer it.
 */
export function buildContentRequestQuery({
  language,
  path,
  includeContent = false,
  preview = false,
  now,
}: {
  language: string;
  path: string;
  includeContent?: boolean;
  preview?: boolean;
  now: Instant;
}): ContentRequestQuery {
  return {
    lang: mapContentLanguage(language),
    path,
    ...(includeContent ? { content: 'true' as const } : {}),
    ...(preview ? { wip: 'true' as const, refresh: 'true' as const, timestamp: String(toEpochMs(now, 'now')) } : {}),
  };
}
