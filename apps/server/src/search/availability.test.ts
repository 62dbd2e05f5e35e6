import { searchGroupClasses } from '@app/api';
import { DAY_MS, type DaytimeSlot, MINUTE_MS, type WeekdayIndex, getHourCodesOfDaytimeSlots, matchesAvailability } from '@app/domain';
import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../testing/databases';
import { makeSearchTeacher, makeTopic, makeTopicClass, uniqueLanguage } from '../testing/search-fixtures';
import { createTestApp } from '../testing/test-app';

/** Sunday 8 March 2026 00:00 UTC: New York moves to summer time today, Berlin on 29 March, Sydney leaves it on 5 April. */
const NOW = Date.UTC(2026, 2, 8);
const ZONES = ['UTC', 'Europe/Berlin', 'America/New_York', 'Australia/Sydney', 'Asia/Kolkata', 'Pacific/Chatham'];

/**
 * The database reads weekday and hour in the searcher's zone; the oracle is the domain's
 * `matchesAvailability` (the same rule the page uses). Classes sit around the DST changes of March
 * and April 2026, at random minutes.
 */
describeEachDatabase('availability filter agrees with the domain rule', (ctx) => {
  const state = { language: '', classes: [] as { id: number; start: number }[] };
  let request: (path: string) => Promise<Response>;

  beforeAll(async () => {
    const test = createTestApp(ctx.database, NOW);
    request = async (path) => test.app.request(path);
    const db = ctx.database.db;
    const teacher = await makeSearchTeacher(db, test.app, { now: NOW });
    state.language = uniqueLanguage();
    const starts = fc
      .sample(fc.integer({ min: 1, max: (35 * DAY_MS) / MINUTE_MS }), { numRuns: 60, seed: 20260308 })
      .map((m) => NOW + m * MINUTE_MS);
    for (const [i, start] of starts.entries()) {
      const topic = await makeTopic(db, { teacherId: teacher.userId, now: NOW, language: state.language, title: `Slot ${i}` });
      state.classes.push({ id: (await makeTopicClass(db, { topic, start, minutes: 30 })).id, start });
    }
  });

  it('for random zones, weekdays and slots, lists exactly the classes the domain rule keeps', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ZONES),
        fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { maxLength: 3 }),
        fc.uniqueArray(fc.integer({ min: 0, max: 5 }), { maxLength: 3 }),
        async (zone, weekdays, slots) => {
          const q = new URLSearchParams({ language: state.language, length: '60', user_timezone: zone });
          for (const d of weekdays) q.append('weekday', String(d));
          for (const h of getHourCodesOfDaytimeSlots(slots as DaytimeSlot[])) q.append('time_list', String(h));
          const res = await request(`/api/v3/group_class/group_classes?${q.toString()}`);
          expect(res.status).toBe(200);
          const got = searchGroupClasses.response.parse(await res.json()).map((c) => c.id);
          const expected = state.classes
            .filter((c) =>
              matchesAvailability({ start: c.start, zone, weekdays: weekdays as WeekdayIndex[], daytime: slots as DaytimeSlot[] }),
            )
            .sort((a, b) => a.start - b.start || a.id - b.id)
            .map((c) => c.id);
          expect(got).toEqual(expected);
        },
      ),
      { numRuns: 40, seed: 42 },
    );
  });
});
