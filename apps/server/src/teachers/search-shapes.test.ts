import { TeacherSearchBodySchema } from '@app/api';
import { DAY_MS, HOUR_MS } from '@app/domain';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import type { Db } from '../db/database';
import { describeEachDatabase } from '../testing/databases';
import { makeUser } from '../testing/fixtures';
import { makeCountry, makeSearchTeacher, uniqueLanguage } from '../testing/teacher-fixtures';
import { createTestApp } from '../testing/test-app';
import { searchTeachers } from './search';

const NOW = Date.UTC(2026, 2, 10, 12);
/** Absent three times in four: most searches narrow by a few filters, as people's do. */
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.oneof({ arbitrary: fc.constant(undefined), weight: 3 }, { arbitrary: arb, weight: 1 });

/**
 * The teacher search runs as one prepared statement per shape (`statementPerShape`), the shape being
 * the names its filters bind. A filter that changed the statement without binding a name of its own
 * would reuse the statement of another search and answer for it. Each search here answers on the
 * handle every other search ran on as it does on a handle of its own, where its statement is new.
 */
describeEachDatabase('teacher search shapes', (ctx) => {
  it('answers every combination of filters, viewers and pages as a search with a statement of its own would', async () => {
    const { app } = createTestApp(ctx.database, NOW);
    const db = ctx.database.db;
    const language = uniqueLanguage();
    const spoken = uniqueLanguage();
    const country = await makeCountry(db);
    const viewer = await makeUser(db, app, { now: NOW });
    for (let i = 0; i < 12; i += 1) {
      await makeSearchTeacher(db, app, {
        now: NOW,
        language,
        rating: 4 + (i % 5) / 10,
        sessionCount: i * 7,
        isPro: i % 2 === 0,
        hasTrial: i % 3 !== 0,
        instantBooking: i % 4 < 2,
        instantNow: i % 5 === 0,
        minPrice: 1000 + i * 250,
        countryId: i % 3 === 1 ? country.id : null,
        categories: i % 2 === 0 ? ['business'] : ['kids'],
        tags: i % 4 === 0 ? ['grammar'] : [],
        about: i % 3 === 2 ? 'Pronunciation coach' : 'I have taught for years.',
        teachLevel: i % 2 === 0 ? 7 : 5,
        alsoSpeak: i % 2 === 1 ? [{ language: spoken, level: 5 }] : [],
        slots: [NOW + (i + 1) * 5 * HOUR_MS, NOW + (i + 2) * DAY_MS],
      });
    }
    const iso = (offsetMs: number) => new Date(NOW + offsetMs).toISOString();
    const range = fc.tuple(fc.integer({ min: -2, max: 10 }), fc.integer({ min: 1, max: 10 })).map(([from, length]) => ({
      start_time: iso(from * DAY_MS),
      end_time: iso((from + length) * DAY_MS),
    }));
    const body = fc.record({
      teacher_info: fc.record({
        instant_lesson_status: maybe(fc.constantFrom(0, 1)),
        origin_country_id: maybe(fc.constantFrom(String(country.id), 'atlantis')),
        has_trial: maybe(fc.constantFrom(0, 1)),
        course_category: maybe(fc.subarray(['business', 'kids'])),
        course_tags: maybe(fc.subarray(['grammar', 'exam'])),
        teacher_type: maybe(fc.constantFrom(1, 2)),
        instant_booking: maybe(fc.constantFrom(0, 1)),
      }),
      teach_language: fc.record({
        language: fc.constant(language),
        min_price: maybe(fc.constantFrom(1000, 2000)),
        max_price: maybe(fc.constantFrom(1500, 3000)),
        is_native: maybe(fc.constantFrom(0, 1)),
      }),
      week_time_user: maybe(fc.record({ weekday: fc.subarray([0, 2, 4, 6]), time_list: fc.subarray([9, 12, 17, 23]) })),
      time_period: maybe(range),
      specify_time: maybe(range),
      has_get_only_72h_data: maybe(fc.constantFrom(0, 1)),
      has_get_only_total: maybe(fc.constantFrom(0, 1)),
      keyword: maybe(fc.constantFrom('pronunciation', 'years')),
      speak_language_and: maybe(fc.subarray([spoken, 'english'], { minLength: 1 })),
      page: fc.integer({ min: 1, max: 3 }),
      page_size: maybe(fc.constantFrom(2, 5)),
      user_timezone: fc.constantFrom('UTC', 'America/New_York', 'Asia/Kathmandu'),
      signedIn: fc.boolean(),
    });
    const searches = fc.sample(body, { numRuns: 120, seed: 16 }).map(({ signedIn, ...payload }) => ({
      input: TeacherSearchBodySchema.parse(payload),
      viewerId: signedIn ? viewer.userId : null,
      now: NOW,
    }));
    // A handle of its own: the statements are kept per handle, and a new object is a new handle.
    const fresh = () => Object.create(db) as Db;
    const shared = [];
    for (const search of searches) shared.push(await searchTeachers(db, search));
    const alone = [];
    for (const search of searches) alone.push(await searchTeachers(fresh(), search));
    expect(shared).toEqual(alone);
    // The mix reaches teachers, not only empty pages.
    expect(alone.filter((answer) => answer.count > 0).length).toBeGreaterThan(searches.length / 4);
  });
});
