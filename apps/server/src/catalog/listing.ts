import { MAX_WEEK_HOUR_RANGE_MS, localWeekHourMatcher } from '@app/domain';
import type { SearchFilter } from '../search/search-filter';
import type { MirrorTopic } from './mirror-rows';
import type { Entry, EntryList, SortedEntries } from './sorted-entries';
import { topicColumnsOf, topicDecider } from './topic-columns';

/** A single class or a course, as a search lists it. */
export type Listed = Entry;

/** Where a listing looks: the entries in start order, the listed topics, and whether the tag filter applies (course search ignores it). */
export interface ListingSource<T extends Listed> {
  readonly entries: SortedEntries<T>;
  readonly topics: ReadonlyMap<number, MirrorTopic>;
  /** Changes whenever `topics` does (`CatalogView.topicsGeneration`). */
  readonly topicsGeneration: number;
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

/** Matchers of the weekday and hour filters, per zone, lists and hour of `now` (the same for every search of that hour). */
const weekHourMatchers = new Map<string, (instant: number) => boolean>();
const WEEK_HOUR_MATCHERS_MAX = 256;
const HOUR_MS = 3_600_000;

function weekHourTest(filter: SearchFilter): ((instant: number) => boolean) | null {
  if (!filter.weekdays && !filter.hours) return null;
  // Matching does not depend on `from`: it only decides which instants use the offsets read ahead (a year) rather than the zone's rules.
  const from = Math.floor(filter.now / HOUR_MS) * HOUR_MS;
  const key = `${filter.zone}|${filter.weekdays?.join(',') ?? ''}|${filter.hours?.join(',') ?? ''}|${from}`;
  let test = weekHourMatchers.get(key);
  if (!test) {
    if (weekHourMatchers.size >= WEEK_HOUR_MATCHERS_MAX) weekHourMatchers.clear();
    test = localWeekHourMatcher({
      from,
      lookupMs: MAX_WEEK_HOUR_RANGE_MS,
      zone: filter.zone,
      weekdays: filter.weekdays,
      hours: filter.hours,
    });
    weekHourMatchers.set(key, test);
  }
  return test;
}

/** The entries a filter can match, in start order: one topic's, one teacher's, one language's, or all. */
function candidatesOf<T extends Listed>(entries: SortedEntries<T>, filter: SearchFilter): EntryList<T> | undefined {
  if (filter.topicId !== undefined) return entries.byTopic.get(filter.topicId);
  if (filter.teacherId !== undefined) return entries.byTeacher.get(filter.teacherId);
  if (filter.language !== undefined) return entries.byLanguage.get(filter.language);
  return entries.all;
}

/** What a walk checks of each entry, the topic apart. */
interface EntryChecks {
  /** The first start that can match: after now (at the start it is too late), at or after `startFrom`. */
  readonly from: number;
  readonly startBefore: number;
  readonly minPrice: number;
  readonly maxPrice: number;
  readonly teacherId: number | undefined;
  readonly weekHour: ((instant: number) => boolean) | null;
}

function entryChecks(filter: SearchFilter): EntryChecks {
  return {
    from: Math.max(filter.now + 1, filter.startFrom ?? Number.NEGATIVE_INFINITY),
    startBefore: filter.startBefore ?? Number.POSITIVE_INFINITY,
    minPrice: filter.price?.min ?? Number.NEGATIVE_INFINITY,
    maxPrice: filter.price?.max ?? Number.POSITIVE_INFINITY,
    teacherId: filter.teacherId,
    weekHour: weekHourTest(filter),
  };
}

/**
 * Visits the entries of `list` that pass `checks` and whose topic `topicOk` accepts (by the list's
 * topic slot; null accepts every topic), in start order, until `visit` returns false (then it
 * returns false). It reads the list's columns (sorted-entries.ts).
 */
function walk<T extends Listed>(
  list: EntryList<T>,
  checks: EntryChecks,
  topicOk: ((slot: number) => boolean) | null,
  visit: (entry: T) => boolean,
): boolean {
  const { starts, prices, teacherIds, topicSlots } = list.columns;
  const { startBefore, minPrice, maxPrice, teacherId, weekHour } = checks;
  const { entries } = list;
  const length = starts.length;
  // Reads stay inside the arrays (i < length); the `?? ` fallbacks only satisfy the type checker.
  for (let i = list.firstStartingAt(checks.from); i < length; i++) {
    const start = starts[i] ?? Number.POSITIVE_INFINITY;
    if (start >= startBefore) break;
    const price = prices[i] ?? Number.NaN;
    if (price < minPrice || price > maxPrice) continue;
    if (teacherId !== undefined && teacherIds[i] !== teacherId) continue;
    if (topicOk && !topicOk(topicSlots[i] ?? -1)) continue;
    if (weekHour && !weekHour(start)) continue;
    const entry = entries[i];
    if (entry !== undefined && !visit(entry)) return false;
  }
  return true;
}

/** Filters that leave few topics of a language: worth deciding every topic before walking. */
const narrowsTopics = (filter: SearchFilter, withTags: boolean): boolean =>
  filter.languageLevels !== undefined ||
  filter.categories !== undefined ||
  (withTags && filter.tags !== undefined) ||
  filter.keywordWords !== undefined;

/**
 * What walking one topic's own list costs (a binary search, a few entries, its share of the sort),
 * in entries of a plain walk. The topics' own lists are walked when that is cheaper than the walk
 * the page would need: a keyword matching 40 of a language's 2,000 topics reads 200 entries instead
 * of 9,000, while a category matching 400 topics fills its first page within 300 entries of the
 * plain walk.
 */
const TOPIC_WALK_COST = 16;

const UNKNOWN = 0;
const MATCHES = 1;
const FAILS = 2;

const inStartOrder = (a: Listed, b: Listed): number => a.start - b.start || a.id - b.id;

/**
 * Calls `visit` with each entry matching the filter, soonest first (ties by id), until it returns
 * false. An entry matches when it has not started (`start > now`: at the start it is too late, as
 * the booking check says), starts inside `[startFrom, startBefore)`, on the weekdays and hours in
 * the searcher's zone, within the price range, by the teacher asked, and its topic matches
 * (`topicDecider`, which also holds the language: an entry's language is its topic's). Each topic is
 * decided once. With `firstPerTopic` the caller wants only each topic's first match, and may not
 * be shown the others.
 *
 * When the filter narrows the topics, they are decided first; if few match for the `wanted`
 * matches (all of them when absent), their own lists are walked, otherwise the list of the language
 * (teacher, topic) from the first possible start.
 */
export function forEachMatch<T extends Listed>(
  source: ListingSource<T>,
  filter: SearchFilter,
  visit: (entry: T) => boolean,
  { firstPerTopic = false, wanted = Number.POSITIVE_INFINITY }: { firstPerTopic?: boolean; wanted?: number } = {},
): void {
  const list = candidatesOf(source.entries, filter);
  if (!list || list.length === 0) return;
  const { slotTopics } = list.columns;
  const decide = topicDecider(topicColumnsOf(list.columns, source.topics, source.topicsGeneration), filter, source.withTags);
  const checks = entryChecks(filter);
  const verdicts = new Uint8Array(slotTopics.length);
  if (filter.topicId === undefined && narrowsTopics(filter, source.withTags)) {
    const matching: number[] = [];
    slotTopics.forEach((topicId, slot) => {
      const ok = decide(slot);
      verdicts[slot] = ok ? MATCHES : FAILS;
      if (ok) matching.push(topicId);
    });
    // A plain walk meets a matching topic once in `slotTopics / matching` entries, roughly.
    const plainWalk = Math.min(list.length, (wanted * slotTopics.length) / Math.max(1, matching.length));
    if (matching.length * TOPIC_WALK_COST < plainWalk) {
      const found: T[] = [];
      for (const topicId of matching) {
        const own = source.entries.byTopic.get(topicId);
        if (!own) continue;
        walk(own, checks, null, (entry) => {
          found.push(entry);
          return !firstPerTopic;
        });
      }
      for (const entry of found.sort(inStartOrder)) if (!visit(entry)) return;
      return;
    }
  }
  walk(
    list,
    checks,
    (slot) => {
      let verdict = verdicts[slot];
      if (verdict === UNKNOWN) {
        verdict = decide(slot) ? MATCHES : FAILS;
        verdicts[slot] = verdict;
      }
      return verdict === MATCHES;
    },
    visit,
  );
}

/**
 * One page of matching entries. With `groupByTopic`, one per topic: its soonest match, as the first
 * match of a topic in start order is its soonest (001 §7.1 `group_by_topic=1`).
 */
export function listPage<T extends Listed>(source: ListingSource<T>, filter: SearchFilter, page: PageRequest): ListedPage<T> {
  const wanted = page.offset + page.length + 1;
  const kept: T[] = [];
  const seenTopics = new Set<number>();
  forEachMatch(
    source,
    filter,
    (entry) => {
      if (page.groupByTopic) {
        if (seenTopics.has(entry.topicId)) return true;
        seenTopics.add(entry.topicId);
      }
      kept.push(entry);
      return kept.length < wanted;
    },
    { firstPerTopic: page.groupByTopic, wanted },
  );
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
  forEachMatch(
    source,
    filter,
    (entry) => {
      topicsMatched.add(entry.topicId);
      return true;
    },
    { firstPerTopic: true },
  );
  return topicsMatched.size;
}
