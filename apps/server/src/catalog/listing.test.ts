import { HOUR_MS } from '@app/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SearchFilter } from '../search/search-filter';
import { type Listed, countMatches, listPage } from './listing';
import type { MirrorTopic } from './mirror-rows';
import { SortedEntries } from './sorted-entries';

const NOW = Date.UTC(2026, 2, 29, 0, 30); // the night Europe's clocks go forward
const LANGUAGES = ['english', 'spanish'] as const;
const CATEGORIES = ['CA001', 'CA002'] as const;
const TAGS = ['Travel', 'Business', null] as const;

type Entry = Listed & { readonly language: string };

const topicArb = (id: number) =>
  fc.record({
    id: fc.constant(id),
    teacherId: fc.integer({ min: 1, max: 3 }),
    language: fc.constantFrom(...LANGUAGES),
    languageLevel: fc.integer({ min: 0, max: 7 }),
    category: fc.constantFrom(...CATEGORIES),
    tag: fc.constantFrom(...TAGS),
    title: fc.constantFrom('Small Talk', 'Grammar', 'Ärger im Büro'),
    description: fc.constantFrom('Speak', 'read and WRITE'),
  });

/** Starts at and around the boundaries a filter draws: now, whole hours, a millisecond either side. */
const startArb = fc.oneof(
  fc.integer({ min: -2, max: 2 }).map((d) => NOW + d),
  fc.integer({ min: -3, max: 24 * 10 }).chain((h) => fc.integer({ min: -1, max: 1 }).map((d) => NOW + h * HOUR_MS + d)),
  fc.integer({ min: -HOUR_MS, max: 80 * 24 * HOUR_MS }).map((d) => NOW + d),
);

const catalogueArb = fc.integer({ min: 1, max: 40 }).chain((topicCount) =>
  fc.record({
    topics: fc.tuple(...Array.from({ length: topicCount }, (_, i) => topicArb(i + 1))),
    entries: fc.array(
      fc.record({
        topicId: fc.integer({ min: 1, max: topicCount + 1 }), // topic n + 1 is not listed
        teacherId: fc.integer({ min: 1, max: 3 }),
        start: startArb,
        price: fc.constantFrom(1000, 1500, 2000),
      }),
      { maxLength: 160, size: 'max' },
    ),
    removed: fc.array(fc.integer({ min: 0, max: 159 }), { maxLength: 5 }),
  }),
);

/** A filter with a few of the search's fields (every one of them at once would rarely match anything). */
const filterArb = (starts: readonly number[]) => {
  const boundary = starts.length > 0 ? fc.oneof(fc.constantFrom(...starts), startArb) : startArb;
  const fields = {
    language: fc.constantFrom(...LANGUAGES),
    languageLevels: fc.uniqueArray(fc.integer({ min: 0, max: 7 }), { minLength: 1, maxLength: 4 }),
    weekdays: fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 4 }),
    hours: fc.uniqueArray(fc.integer({ min: 0, max: 23 }), { minLength: 1, maxLength: 12 }),
    startFrom: boundary,
    startBefore: boundary,
    categories: fc.uniqueArray(fc.constantFrom(...CATEGORIES), { minLength: 1 }),
    tags: fc.uniqueArray(fc.constantFrom('Travel', 'Business'), { minLength: 1 }),
    keywordWords: fc.uniqueArray(fc.constantFrom('talk', 'GRAMMAR', 'büro', 'write', 'speak'), { minLength: 1, maxLength: 2 }),
    price: fc.record({ min: fc.constantFrom(1000, 1500), max: fc.constantFrom(1500, 2000) }, { requiredKeys: [] }),
    teacherId: fc.integer({ min: 1, max: 3 }),
    topicId: fc.integer({ min: 1, max: 41 }),
  };
  const names = Object.keys(fields) as (keyof typeof fields)[];
  return fc
    .record({
      zone: fc.constantFrom('UTC', 'Europe/Berlin', 'Asia/Kathmandu'),
      picked: fc.subarray(names, { maxLength: 3 }).chain((picked) => fc.record(Object.fromEntries(picked.map((n) => [n, fields[n]])))),
    })
    .map(({ zone, picked }): Omit<SearchFilter, 'now'> => ({ zone, ...picked }));
};

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** The instant's local weekday (0 = Monday) and hour, as Intl reads them. */
function localWeekHour(instant: number, zone: string): { weekday: number; hour: number } {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: zone, weekday: 'short', hour: 'numeric', hourCycle: 'h23' }).formatToParts(
    instant,
  );
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { weekday: WEEKDAYS.indexOf(part('weekday')), hour: Number(part('hour')) };
}

/** What a search lists, read the long way: every entry tested on its own, then sorted. */
function oracle(entries: readonly Entry[], topics: ReadonlyMap<number, MirrorTopic>, filter: SearchFilter, withTags: boolean): Entry[] {
  return entries
    .filter((e) => {
      const topic = topics.get(e.topicId);
      if (!topic) return false;
      const local = localWeekHour(e.start, filter.zone);
      const text = `${topic.title} ${topic.description} ${topic.tag ?? ''}`.toLowerCase();
      return (
        e.start > filter.now &&
        (filter.startFrom === undefined || e.start >= filter.startFrom) &&
        (filter.startBefore === undefined || e.start < filter.startBefore) &&
        (filter.language === undefined || topic.language === filter.language) &&
        (filter.languageLevels === undefined || filter.languageLevels.includes(topic.languageLevel)) &&
        (filter.categories === undefined || filter.categories.includes(topic.category)) &&
        (!withTags || filter.tags === undefined || (topic.tag !== null && filter.tags.includes(topic.tag))) &&
        (filter.keywordWords === undefined || filter.keywordWords.every((w) => text.includes(w.toLowerCase()))) &&
        (filter.price?.min === undefined || e.price >= filter.price.min) &&
        (filter.price?.max === undefined || e.price <= filter.price.max) &&
        (filter.teacherId === undefined || (e.teacherId === filter.teacherId && topic.teacherId === filter.teacherId)) &&
        (filter.topicId === undefined || e.topicId === filter.topicId) &&
        (filter.weekdays === undefined || filter.weekdays.includes(local.weekday)) &&
        (filter.hours === undefined || filter.hours.includes(local.hour))
      );
    })
    .sort((a, b) => a.start - b.start || a.id - b.id);
}

describe('listing: what a class or course search lists from the mirror', () => {
  it('lists and counts exactly the matching entries, soonest first, one per topic when grouped, on every boundary', () => {
    fc.assert(
      fc.property(
        catalogueArb.chain((catalogue) =>
          fc.tuple(
            fc.constant(catalogue),
            filterArb(catalogue.entries.map((e) => e.start)),
            fc.integer({ min: 0, max: 5 }),
            fc.integer({ min: 1, max: 6 }),
            fc.boolean(),
            fc.boolean(),
          ),
        ),
        ([catalogue, filterFields, offset, length, groupByTopic, withTags]) => {
          const topics = new Map<number, MirrorTopic>(
            catalogue.topics.map((t) => [
              t.id,
              { ...t, duration: 60, introCover: null, keywordText: `${t.title} ${t.description} ${t.tag ?? ''}`.toLowerCase() },
            ]),
          );
          // Entries arrive one by one, the way a mirror follows changes, and some leave again.
          const sorted = new SortedEntries<Entry>();
          const entries = catalogue.entries.map((e, i) => ({
            ...e,
            id: 100 + ((i * 7) % 163),
            language: topics.get(e.topicId)?.language ?? 'english',
          }));
          const byId = new Map(entries.map((e) => [e.id, e]));
          for (const entry of byId.values()) sorted.put(entry);
          for (const index of catalogue.removed) {
            const gone = entries[index];
            if (gone && byId.delete(gone.id)) sorted.remove(gone.id);
          }
          const filter: SearchFilter = { now: NOW, ...filterFields };
          const source = { entries: sorted, topics, topicsGeneration: 1, withTags };

          const expected = oracle([...byId.values()], topics, filter, withTags);
          const firstPerTopic = expected.filter((e, i) => expected.findIndex((o) => o.topicId === e.topicId) === i);
          const listed = groupByTopic ? firstPerTopic : expected;
          const page = listPage(source, filter, { offset, length, groupByTopic });
          expect(page.items.map((e) => e.id)).toEqual(listed.slice(offset, offset + length).map((e) => e.id));
          expect(page.hasNext).toBe(listed.length > offset + length);
          expect(countMatches(source, filter, { groupByTopic })).toBe(listed.length);
        },
      ),
      { numRuns: 600 },
    );
  });
});
