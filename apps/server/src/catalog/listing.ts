import { localWeekHourMatcher } from '@app/domain';
import { LOCAL_TIME_LOOKUP_MS } from '../db/time-sql';
import type { SearchFilter } from '../search/search-filter';
import type { MirrorTopic } from './mirror-rows';
import { type SortedEntries, type StartOrdered, firstStartingAt } from './sorted-entries';

/** A single class or a course, as a search lists it. */
export interface Listed extends StartOrdered {
  readonly language: string;
  readonly teacherId: number;
  readonly topicId: number;
  /** USD cents (a course: per class). */
  readonly price: number;
}

/** Where a listing looks: the entries in start order, the listed topics, and whether the tag filter applies (course search ignores it). */
export interface ListingSource<T extends Listed> {
  readonly entries: SortedEntries<T>;
  readonly topics: ReadonlyMap<number, MirrorTopic>;
  readonly withTags: boolean;
}

/** One page of a listing; `hasNext` is true when at least one more entry matches. */
export interface ListedPage<T> {
  readonly items: T[];
  readonly hasNext: boolean;
}

export interface PageRequest {
  readonly offset: number;
  readonly length: number;
  readonly groupByTopic: boolean;
}

/**
 * The topic conditions of a search (what `topicConditions` asks in SQL): listed (in the mirror at
 * all), language, levels, category, tag, topic, teacher, and every keyword word in the title,
 * description or tag, case-insensitively.
 */
export function topicMatches(topic: MirrorTopic | undefined, filter: SearchFilter, withTags: boolean): boolean {
  if (!topic) return false;
  if (filter.language !== undefined && topic.language !== filter.language) return false;
  if (filter.languageLevels && !filter.languageLevels.includes(topic.languageLevel)) return false;
  if (filter.categories && !filter.categories.includes(topic.category)) return false;
  if (withTags && filter.tags && (topic.tag === null || !filter.tags.includes(topic.tag))) return false;
  if (filter.topicId !== undefined && topic.id !== filter.topicId) return false;
  if (filter.teacherId !== undefined && topic.teacherId !== filter.teacherId) return false;
  if (filter.keywordWords && !filter.keywordWords.every((word) => topic.keywordText.includes(word.toLowerCase()))) return false;
  return true;
}

/** Matchers of the weekday and hour filters, per zone, lists and hour of `now` (the same for every search of that hour). */
const weekHourMatchers = new Map<string, (instant: number) => boolean>();
const WEEK_HOUR_MATCHERS_MAX = 256;
const HOUR_MS = 3_600_000;

function weekHourTest(filter: SearchFilter): ((instant: number) => boolean) | null {
  if (!filter.weekdays && !filter.hours) return null;
  // Matching does not depend on `from`: it only decides which instants are looked up rather than read in the zone.
  const from = Math.floor(filter.now / HOUR_MS) * HOUR_MS;
  const key = `${filter.zone}|${filter.weekdays?.join(',') ?? ''}|${filter.hours?.join(',') ?? ''}|${from}`;
  let test = weekHourMatchers.get(key);
  if (!test) {
    if (weekHourMatchers.size >= WEEK_HOUR_MATCHERS_MAX) weekHourMatchers.clear();
    test = localWeekHourMatcher({
      from,
      lookupMs: LOCAL_TIME_LOOKUP_MS,
      zone: filter.zone,
      weekdays: filter.weekdays,
      hours: filter.hours,
    });
    weekHourMatchers.set(key, test);
  }
  return test;
}

/** The entries a filter can match, in start order: one topic's, one teacher's, one language's, or all. */
function candidatesOf<T extends Listed>(entries: SortedEntries<T>, filter: SearchFilter): readonly T[] {
  if (filter.topicId !== undefined) return entries.byTopic.get(filter.topicId) ?? [];
  if (filter.teacherId !== undefined) return entries.byTeacher.get(filter.teacherId) ?? [];
  if (filter.language !== undefined) return entries.byLanguage.get(filter.language) ?? [];
  return entries.all;
}

/**
 * Calls `visit` with each entry matching the filter, soonest first (ties by id), until it returns
 * false. An entry matches when it has not started (`start > now`: at the start it is too late, as
 * the booking check says), starts inside `[startFrom, startBefore)`, on the weekdays and hours in
 * the searcher's zone, within the price range, and its topic matches (`topicMatches`).
 */
export function forEachMatch<T extends Listed>(source: ListingSource<T>, filter: SearchFilter, visit: (entry: T) => boolean): void {
  const list = candidatesOf(source.entries, filter);
  const weekHour = weekHourTest(filter);
  const topicVerdicts = new Map<number, boolean>();
  const { price } = filter;
  for (let i = firstStartingAt(list, Math.max(filter.now + 1, filter.startFrom ?? -Infinity)); i < list.length; i++) {
    const entry = list[i];
    if (entry === undefined) break;
    if (filter.startBefore !== undefined && entry.start >= filter.startBefore) break;
    if (filter.language !== undefined && entry.language !== filter.language) continue;
    if (filter.teacherId !== undefined && entry.teacherId !== filter.teacherId) continue;
    if (filter.topicId !== undefined && entry.topicId !== filter.topicId) continue;
    if (price?.min !== undefined && entry.price < price.min) continue;
    if (price?.max !== undefined && entry.price > price.max) continue;
    let topicOk = topicVerdicts.get(entry.topicId);
    if (topicOk === undefined) {
      topicOk = topicMatches(source.topics.get(entry.topicId), filter, source.withTags);
      topicVerdicts.set(entry.topicId, topicOk);
    }
    if (!topicOk) continue;
    if (weekHour && !weekHour(entry.start)) continue;
    if (!visit(entry)) return;
  }
}

/**
 * One page of matching entries. With `groupByTopic`, one per topic: its soonest match, as the first
 * match of a topic in start order is its soonest (001 §7.1 `group_by_topic=1`).
 */
export function listPage<T extends Listed>(source: ListingSource<T>, filter: SearchFilter, page: PageRequest): ListedPage<T> {
  const wanted = page.offset + page.length + 1;
  const kept: T[] = [];
  const seenTopics = new Set<number>();
  forEachMatch(source, filter, (entry) => {
    if (page.groupByTopic) {
      if (seenTopics.has(entry.topicId)) return true;
      seenTopics.add(entry.topicId);
    }
    kept.push(entry);
    return kept.length < wanted;
  });
  return { items: kept.slice(page.offset, page.offset + page.length), hasNext: kept.length > page.offset + page.length };
}

/** How many entries match (`groupByTopic`: how many topics have a match). */
export function countMatches<T extends Listed>(
  source: ListingSource<T>,
  filter: SearchFilter,
  { groupByTopic }: { groupByTopic: boolean },
): number {
  if (!groupByTopic) {
    let amount = 0;
    forEachMatch(source, filter, () => {
      amount += 1;
      return true;
    });
    return amount;
  }
  const topicsMatched = new Set<number>();
  forEachMatch(source, filter, (entry) => {
    topicsMatched.add(entry.topicId);
    return true;
  });
  return topicsMatched.size;
}
