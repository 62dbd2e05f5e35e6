import { buildPathWithQuery, readQueryList, type UrlQueryRecord } from './url-query';
import { getLearningLevel, getTopSpokenLanguage, type UserLanguageEntry } from './user-languages';

/** 001 §4.2 "Strategies: category-plus-alsospeak, alsospeak, category, and a universal no-op." */
export const AUTO_MATCH_STRATEGIES = ['category-plus-alsospeak', 'alsospeak', 'category', 'universal'] as const;
export type AutoMatchStrategy = (typeof AUTO_MATCH_STRATEGIES)[number];

/** 001 §4.2: "The category match is always off." The strategy stays in code behind this switch. */
export const CATEGORY_MATCH_ENABLED: boolean = false;

/** 001 §4.2: "the user learning this language at level 2 or lower." Inclusive: level 2 matches, 3 does not. */
export const AUTO_MATCH_MAX_LEARNING_LEVEL = 2;

/** 001 §2.5 "Auto-match redirect (temporary)": the HTTP status of the redirect (302 Found). */
export const AUTO_MATCH_REDIRECT_STATUS = 302;

/** 001 §2.5: the query flag written on the redirect, "isAutoMatched=1". */
export const AUTO_MATCH_QUERY_FLAG = 'isAutoMatched';

/** What auto-match decided: the strategy that applies, and where to redirect (`null`: stay). */
export interface AutoMatchDecision {
  readonly strategy: AutoMatchStrategy;
  /** Path and query to redirect to with `AUTO_MATCH_REDIRECT_STATUS` (302), or `null` for no redirect. */
  readonly redirectTo: string | null;
}

export interface AutoMatchInput {
  /** Auto-match is for signed-in users only. */
  readonly isSignedIn: boolean;
  /** The user's `language_list` (from /v2/me/foundation). */
  readonly languageList: readonly UserLanguageEntry[];
  /** The language of the teachers page path (`/teachers/{language}`), e.g. `english`. */
  readonly pathLanguage: string;
  /** The URL query of the teachers page. */
  readonly query: UrlQueryRecord;
  /** Whether the "also speak is myself" cookie is set. */
  readonly hasAlsoSpeakIsMyselfCookie: boolean;
}

interface MatchTarget {
  readonly speaks: readonly string[];
  readonly tags: readonly string[];
  readonly childTags: readonly string[];
}

// 001 §4.2: "The category match is always off." Were it on, it would still set nothing new: the
// tags and child tags of the query are carried over unchanged.
function matchCategory(query: UrlQueryRecord): Pick<MatchTarget, 'tags' | 'childTags'> | null {
  if (!CATEGORY_MATCH_ENABLED) return null;
  return { tags: readQueryList(query, 'tags'), childTags: readQueryList(query, 'childTags') };
}

// 001 §4.2: "The alsospeak match requires no query speaks or one equal to the user's top language,
// no 'also speak is myself' cookie, and the user learning this language at level 2 or lower."
function matchAlsoSpeak(input: AutoMatchInput): string | null {
  if (input.hasAlsoSpeakIsMyselfCookie) return null;
  const top = getTopSpokenLanguage({ languageList: input.languageList, exclude: input.pathLanguage });
  if (top === null) return null;
  const speaks = readQueryList(input.query, 'speaks').map((s) => s.toLowerCase());
  if (!(speaks.length === 0 || (speaks.length === 1 && speaks[0] === top))) return null;
  const level = getLearningLevel({ languageList: input.languageList, language: input.pathLanguage });
  if (level === null || level > AUTO_MATCH_MAX_LEARNING_LEVEL) return null;
  return top;
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item, i) => item === b[i]);
}

/**
 * 001 §4.2 "Auto-match: for signed-in users only. Strategies: category-plus-alsospeak, alsospeak,
 * category, and a universal no-op. It redirects only if the query does not already match and has
 * no isAutoMatched flag. The alsospeak match requires no query speaks or one equal to the user's top
 * language, no 'also speak is myself' cookie, and the user learning this language at level 2 or
 * lower. The category match is always off."
 * 001 §2.5 "Auto-match redirect (temporary), for signed-in users: the teachers page with speaks,
 * tags, childTags and isAutoMatched=1."
 *
 * - Not signed in: `universal`, no redirect.
 * - Strategy: both matches -> `category-plus-alsospeak`; only alsospeak -> `alsospeak`; only
 *   category -> `category` (never, `CATEGORY_MATCH_ENABLED` is false); none -> `universal`.
 * - Learning level: at most `AUTO_MATCH_MAX_LEARNING_LEVEL` (2), inclusive.
 * - The redirect goes to `/teachers/{pathLanguage}?speaks=..&tags=..&childTags=..&isAutoMatched=1`
 *   (302, temporary). It is `null` when the strategy is `universal`, when the query already has the
 *   target speaks/tags/childTags, or when `isAutoMatched` is present in the query with any value.
 */
export function getAutoMatch(input: AutoMatchInput): AutoMatchDecision {
  const { isSignedIn, query, pathLanguage } = input;
  if (!isSignedIn) return { strategy: 'universal', redirectTo: null };

  const alsoSpeak = matchAlsoSpeak(input);
  const category = matchCategory(query);
  const strategy: AutoMatchStrategy =
    alsoSpeak !== null ? (category !== null ? 'category-plus-alsospeak' : 'alsospeak') : category !== null ? 'category' : 'universal';
  if (strategy === 'universal') return { strategy, redirectTo: null };

  const current: MatchTarget = {
    speaks: readQueryList(query, 'speaks').map((s) => s.toLowerCase()),
    tags: readQueryList(query, 'tags'),
    childTags: readQueryList(query, 'childTags'),
  };
  const target: MatchTarget = {
    speaks: alsoSpeak !== null ? [alsoSpeak] : current.speaks,
    tags: category?.tags ?? current.tags,
    childTags: category?.childTags ?? current.childTags,
  };
  const alreadyMatches =
    sameList(current.speaks, target.speaks) && sameList(current.tags, target.tags) && sameList(current.childTags, target.childTags);
  if (alreadyMatches || hasAutoMatchFlag(query)) return { strategy, redirectTo: null };

  const redirectTo = buildPathWithQuery(`/teachers/${encodeURIComponent(pathLanguage.trim().toLowerCase())}`, [
    ['speaks', target.speaks],
    ['tags', target.tags],
    ['childTags', target.childTags],
    [AUTO_MATCH_QUERY_FLAG, '1'],
  ]);
  return { strategy, redirectTo };
}

/**
 * 001 §4.2: "has no isAutoMatched flag". True when `isAutoMatched` is present in the query with any
 * value, even an empty one, so a redirected page can never redirect again.
 */
export function hasAutoMatchFlag(query: UrlQueryRecord): boolean {
  return query[AUTO_MATCH_QUERY_FLAG] !== undefined;
}
