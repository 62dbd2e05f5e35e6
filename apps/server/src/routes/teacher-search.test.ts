import {
  ExperimentGroupsResponseSchema,
  FavouriteTeacherResponseSchema,
  LessonActivationResponseSchema,
  TeacherReviewsResponseSchema,
  TeacherSearchCountSchema,
  TeacherSearchResultSchema,
  TeacherSearchTagsResponseSchema,
  TranslateTeacherListResponseSchema,
  TrialInfoResponseSchema,
} from '@app/api';
import { assignExperimentGroup, buildTeacherSearchPayload, DAY_MS, EXPERIMENT_NAMES, HOUR_MS, parseTeacherSearchQuery } from '@app/domain';
import { expect, it } from 'vitest';
import { storedEventsOf } from '../testing/domain-events';
import { storeLessonReviews } from '../testing/review-fixtures';
import {
  categories,
  favourites,
  lessonActivations,
  reducedTeachers,
  studentLessonStats,
  tags,
  teacherTranslations,
} from '../db/schema-discovery';
import { createAgent } from '../testing/agent';
import { describeEachDatabase } from '../testing/databases';
import { makeUser } from '../testing/fixtures';
import { makeCountry, makeSearchTeacher, uniqueLanguage } from '../testing/teacher-fixtures';
import { createTestApp } from '../testing/test-app';

const NOW = Date.UTC(2026, 2, 10, 12); // Tuesday 10 March 2026, 12:00 UTC (08:00 in New York, EDT)
type Agent = ReturnType<typeof createAgent>;
type Json = Record<string, unknown> & { error: { code: string; message: string; field?: string } };
const json = async (res: Response): Promise<Json> => (await res.json()) as Json;

function body(
  language: string,
  extra: Record<string, unknown> = {},
  teacherInfo: Record<string, unknown> = {},
  teachLanguage: Record<string, unknown> = {},
) {
  return { teacher_info: teacherInfo, teach_language: { language, ...teachLanguage }, page: 1, user_timezone: 'UTC', ...extra };
}

describeEachDatabase('teacher search: POST /v2/teachers', (ctx) => {
  function setup() {
    const { app, clock } = createTestApp(ctx.database, NOW);
    return { app, clock, db: ctx.database.db, visitor: createAgent(app) };
  }
  const search = async (agent: Agent, payload: unknown) => {
    const res = await agent.post('/api/v2/teachers', payload);
    expect(res.status).toBe(200);
    return TeacherSearchResultSchema.parse(await res.json());
  };
  const ids = (result: { data: { user_info: { user_id: number } }[] }) => result.data.map((t) => t.user_info.user_id);

  it('answers the teachers of a language with every field, ranked by rating, sessions, then id, with paging and statistics', async () => {
    const { app, db, visitor } = setup();
    const language = uniqueLanguage();
    const low = await makeSearchTeacher(db, app, { now: NOW, language, rating: 4.1, sessionCount: 900, isPro: true });
    const top = await makeSearchTeacher(db, app, {
      now: NOW,
      language,
      rating: 4.9,
      sessionCount: 5,
      slots: [NOW - HOUR_MS, NOW + 5 * HOUR_MS, NOW + 9 * HOUR_MS],
      alsoSpeak: [{ language: 'spanish', level: 4 }],
    });
    const tieA = await makeSearchTeacher(db, app, { now: NOW, language, rating: 4.5, sessionCount: 50, trialPrice: 0 });
    const tieB = await makeSearchTeacher(db, app, { now: NOW, language, rating: 4.5, sessionCount: 50 });
    const more = await makeSearchTeacher(db, app, { now: NOW, language, rating: 4.5, sessionCount: 51 });
    await makeSearchTeacher(db, app, { now: NOW, language: uniqueLanguage() });

    const all = await search(visitor, body(language));
    expect(ids(all)).toEqual([top.userId, more.userId, tieA.userId, tieB.userId, low.userId]);
    expect(all.count).toBe(5);
    expect(all.paging).toEqual({ page: 1, page_size: 20, total: 5, has_next: false });
    expect(all.statistics).toMatchObject({
      pro_count: 1,
      tutor_count: 4,
      algo_detail: { campaign_name: 'teacher_search', recipe_name: 'rating_sessions' },
    });
    const first = all.data[0];
    expect(first?.teacher_info).toMatchObject({
      available_time: new Date(NOW + 5 * HOUR_MS).toISOString(),
      also_speak: [{ language: 'spanish', level: 4 }],
      teach_language: [{ language, level: 7 }],
      apply_status: 'APPROVED',
      overall_rating: 4.9,
      free_trial: false,
      instant_now: false,
    });
    expect(first?.is_favor).toBe(false);
    expect(first?.course_info).toEqual({ has_trial: true, min_price: 1500, trial_price: 500, trial_session_count: 1 });
    expect(all.data.find((t) => t.user_info.user_id === tieA.userId)?.teacher_info.free_trial).toBe(true);
    expect(all.data.find((t) => t.user_info.user_id === low.userId)?.teacher_info.available_time).toBeNull();

    const page1 = await search(visitor, body(language, { page_size: 2 }));
    const page3 = await search(visitor, body(language, { page_size: 2, page: 3 }));
    expect(ids(page1)).toEqual([top.userId, more.userId]);
    expect(page1.paging).toEqual({ page: 1, page_size: 2, total: 5, has_next: true });
    expect(ids(page3)).toEqual([low.userId]);
    expect(page3.paging).toEqual({ page: 3, page_size: 2, total: 5, has_next: false });
    // A page past the last teacher still says how many there are (no card carries the amounts).
    const past = await search(visitor, body(language, { page_size: 2, page: 4 }));
    expect(past.data).toEqual([]);
    expect(past.paging).toEqual({ page: 4, page_size: 2, total: 5, has_next: false });
    expect(past.statistics).toMatchObject({ pro_count: page1.statistics.pro_count, tutor_count: page1.statistics.tutor_count });
    // Same search, same recommendation id on every page; another search gets another.
    expect(page1.statistics.recommendation_id).toBe(page3.statistics.recommendation_id);
    expect((await search(visitor, body(language, {}, { has_trial: 1 }))).statistics.recommendation_id).not.toBe(
      all.statistics.recommendation_id,
    );
  });

  it('count-only mode answers { count } and nothing else', async () => {
    const { app, db, visitor } = setup();
    const language = uniqueLanguage();
    await makeSearchTeacher(db, app, { now: NOW, language, isPro: true });
    await makeSearchTeacher(db, app, { now: NOW, language });
    const res = await visitor.post('/api/v2/teachers', body(language, { has_get_only_total: 1 }, { teacher_type: 1 }));
    const answer = await res.json();
    expect(answer).toEqual({ count: 1 });
    expect(TeacherSearchCountSchema.parse(answer)).toEqual({ count: 1 });
  });

  it('pages 20 by default and 9 in instant mode, which keeps instantly bookable teachers, online-now first', async () => {
    const { app, db, visitor } = setup();
    const language = uniqueLanguage();
    const online = await makeSearchTeacher(db, app, { now: NOW, language, instantBooking: true, instantNow: true, rating: 3 });
    for (let i = 0; i < 9; i += 1) await makeSearchTeacher(db, app, { now: NOW, language, instantBooking: true, rating: 4 });
    const notInstant = await makeSearchTeacher(db, app, { now: NOW, language, rating: 5 });
    for (let i = 0; i < 10; i += 1) await makeSearchTeacher(db, app, { now: NOW, language });

    const normal = await search(visitor, body(language, { page: 1 }));
    expect(normal.data).toHaveLength(20);
    expect(normal.paging).toMatchObject({ page_size: 20, total: 21, has_next: true });
    expect(ids(normal)[0]).toBe(notInstant.userId);

    const instant = await search(visitor, body(language, {}, { instant_lesson_status: 1 }));
    expect(instant.data).toHaveLength(9);
    expect(instant.paging).toMatchObject({ page_size: 9, total: 10, has_next: true });
    expect(ids(instant)[0]).toBe(online.userId);
    expect(ids(instant)).not.toContain(notInstant.userId);
    expect(instant.statistics.algo_detail).toEqual({ campaign_name: 'instant_lessons', recipe_name: 'instant_now_rating_sessions' });
    // The instant-teacher block asks for 3.
    expect((await search(visitor, body(language, { page_size: 3 }, { instant_lesson_status: 1 }))).data).toHaveLength(3);
  });

  it("instant mode names each teacher's earliest instant start: the first open slot 15 min ahead or more (inclusive), within 14 days", async () => {
    const { app, db, visitor } = setup();
    const language = uniqueLanguage();
    const lead = 15 * 60_000;
    // A slot that starts too soon for an instant booking is passed over, one exactly 15 min ahead is taken.
    const exact = await makeSearchTeacher(db, app, {
      now: NOW,
      language,
      instantBooking: true,
      rating: 5,
      slots: [NOW + lead - 1, NOW + lead],
    });
    const later = await makeSearchTeacher(db, app, {
      now: NOW,
      language,
      instantBooking: true,
      rating: 4,
      slots: [NOW - HOUR_MS, NOW + lead - 1, NOW + 40 * 60_000],
    });
    const none = await makeSearchTeacher(db, app, { now: NOW, language, instantBooking: true, rating: 3, slots: [NOW + 14 * DAY_MS] });

    const instant = await search(visitor, body(language, {}, { instant_lesson_status: 1 }));
    const startOf = (userId: number) => instant.data.find((t) => t.user_info.user_id === userId)?.teacher_info.instant_start_time;
    expect(startOf(exact.userId)).toBe(new Date(NOW + lead).toISOString());
    expect(startOf(later.userId)).toBe(new Date(NOW + 40 * 60_000).toISOString());
    expect(startOf(none.userId)).toBeNull();
    // The availability tag's input is unchanged: the first open slot at or after now.
    expect(instant.data.find((t) => t.user_info.user_id === later.userId)?.teacher_info.available_time).toBe(
      new Date(NOW + lead - 1).toISOString(),
    );
    // Outside the instant modes the field is not sent.
    expect((await search(visitor, body(language))).data.every((t) => !('instant_start_time' in t.teacher_info))).toBe(true);
  });

  it("teacher_search_sort_test_v1: the 'test group' sees the soonest free slot after now first (none last), the control group the rating order", async () => {
    const { app, db } = setup();
    const language = uniqueLanguage();
    const best = await makeSearchTeacher(db, app, { now: NOW, language, rating: 4.9 });
    const slotAtNow = await makeSearchTeacher(db, app, { now: NOW, language, rating: 4.8, slots: [NOW] });
    const later = await makeSearchTeacher(db, app, { now: NOW, language, rating: 4.7, slots: [NOW + 2 * DAY_MS] });
    const soonest = await makeSearchTeacher(db, app, { now: NOW, language, rating: 4.0, slots: [NOW + 1] });
    const groups: Partial<Record<string, Awaited<ReturnType<typeof makeUser>>>> = {};
    while (!groups['test group'] || !groups['control group']) {
      const user = await makeUser(db, app, { now: NOW });
      groups[assignExperimentGroup({ userId: user.userId, experimentName: EXPERIMENT_NAMES.teacherSearchSortTest })] ??= user;
    }
    const test = await search(groups['test group'].agent, body(language));
    expect(ids(test)).toEqual([soonest.userId, later.userId, best.userId, slotAtNow.userId]);
    expect(test.statistics.algo_detail).toEqual({ campaign_name: 'teacher_search', recipe_name: 'soonest_slot_rating_sessions' });
    const control = await search(groups['control group'].agent, body(language));
    expect(ids(control)).toEqual([best.userId, slotAtNow.userId, later.userId, soonest.userId]);
    expect(control.statistics.algo_detail).toEqual({ campaign_name: 'teacher_search', recipe_name: 'rating_sessions' });
  });

  it('filters by teacher type, native level, price, trial and instant booking; pro/tutor counts ignore the type', async () => {
    const { app, db, visitor } = setup();
    const language = uniqueLanguage();
    const proNative = await makeSearchTeacher(db, app, { now: NOW, language, isPro: true, minPrice: 2500, hasTrial: false });
    const tutor = await makeSearchTeacher(db, app, { now: NOW, language, teachLevel: 6, minPrice: 900, instantBooking: true });
    const tutor2 = await makeSearchTeacher(db, app, { now: NOW, language, minPrice: 1500 });

    const pros = await search(visitor, body(language, {}, { teacher_type: 1 }));
    expect(ids(pros)).toEqual([proNative.userId]);
    expect(pros.statistics).toMatchObject({ pro_count: 1, tutor_count: 2 });
    expect(pros.count).toBe(1);
    // Ranks run within the type: the second tutor page holds the tutor the first did not.
    const tutorPages = [1, 2].map((page) => search(visitor, body(language, { page_size: 1, page }, { teacher_type: 2 })));
    const [first, second] = await Promise.all(tutorPages);
    expect([...ids(first!), ...ids(second!)].sort()).toEqual([tutor.userId, tutor2.userId].sort());
    expect(second!.paging).toEqual({ page: 2, page_size: 1, total: 2, has_next: false });
    expect(second!.statistics).toMatchObject({ pro_count: 1, tutor_count: 2 });
    expect(ids(await search(visitor, body(language, {}, { teacher_type: 2 }))).sort()).toEqual([tutor.userId, tutor2.userId].sort());
    expect(ids(await search(visitor, body(language, {}, {}, { is_native: 1 }))).sort()).toEqual([proNative.userId, tutor2.userId].sort());
    expect(ids(await search(visitor, body(language, {}, {}, { min_price: 1000, max_price: 1500 })))).toEqual([tutor2.userId]);
    expect(ids(await search(visitor, body(language, {}, {}, { max_price: 900 })))).toEqual([tutor.userId]);
    expect(ids(await search(visitor, body(language, {}, { has_trial: 1 }))).sort()).toEqual([tutor.userId, tutor2.userId].sort());
    expect(ids(await search(visitor, body(language, {}, { instant_booking: 1 })))).toEqual([tutor.userId]);
  });

  it('filters by origin country (id, code or slug), categories and tags, keyword and speak_language_and', async () => {
    const { app, db, visitor } = setup();
    const language = uniqueLanguage();
    const other = uniqueLanguage();
    const country = await makeCountry(db);
    const local = await makeSearchTeacher(db, app, {
      now: NOW,
      language,
      countryId: country.id,
      categories: ['CA003'],
      tags: ['IELTS'],
      nickname: 'Zoë 100% real',
      alsoSpeak: [
        { language: other, level: 3 },
        { language: 'french', level: 5 },
      ],
    });
    const exam = await makeSearchTeacher(db, app, {
      now: NOW,
      language,
      categories: ['CA003', 'CA005'],
      tags: ['TOEFL'],
      about: 'Business English and IELTS prep',
      alsoSpeak: [{ language: other, level: 2 }],
    });
    const kids = await makeSearchTeacher(db, app, {
      now: NOW,
      language,
      categories: ['CA004'],
      signature: 'Games for KIDS',
      alsoTeaches: [{ language: other, level: 7 }],
    });

    for (const origin of [String(country.id), country.code.toLowerCase(), country.slug]) {
      expect(ids(await search(visitor, body(language, {}, { origin_country_id: origin })))).toEqual([local.userId]);
    }
    expect((await search(visitor, body(language, {}, { origin_country_id: 'atlantis' }))).count).toBe(0);
    expect(ids(await search(visitor, body(language, {}, { course_category: ['CA003'] }))).sort()).toEqual(
      [local.userId, exam.userId].sort(),
    );
    expect(ids(await search(visitor, body(language, {}, { course_category: ['CA004', 'CA005'] }))).sort()).toEqual(
      [exam.userId, kids.userId].sort(),
    );
    expect(ids(await search(visitor, body(language, {}, { course_category: ['CA003'], course_tags: ['IELTS'] })))).toEqual([local.userId]);
    expect(ids(await search(visitor, body(language, { keyword: 'ielts' })))).toEqual([exam.userId]);
    expect(ids(await search(visitor, body(language, { keyword: 'kids' })))).toEqual([kids.userId]);
    expect(ids(await search(visitor, body(language, { keyword: '100%' })))).toEqual([local.userId]);
    expect((await search(visitor, body(language, { keyword: '%' }))).count).toBe(1);
    expect((await search(visitor, body(language, { keyword: '_' }))).count).toBe(0);
    // Speaks: level above 2, taught or not; every listed language must be spoken.
    expect(ids(await search(visitor, body(language, { speak_language_and: [other] }))).sort()).toEqual([local.userId, kids.userId].sort());
    expect(ids(await search(visitor, body(language, { speak_language_and: [other, 'french'] })))).toEqual([local.userId]);
  });

  it('availability: weekday and hours in the searcher zone, time_period, specify_time and within 72 h, from open slots not yet started', async () => {
    const { app, db, visitor } = setup();
    const language = uniqueLanguage();
    const wedMorningNy = Date.UTC(2026, 2, 11, 13); // Wed 09:00 in New York, Wed 13:00 UTC
    const tueNightNy = Date.UTC(2026, 2, 11, 2); // Tue 22:00 in New York, Wed 02:00 UTC
    const morning = await makeSearchTeacher(db, app, { now: NOW, language, slots: [wedMorningNy] });
    const night = await makeSearchTeacher(db, app, { now: NOW, language, slots: [tueNightNy] });
    const past = await makeSearchTeacher(db, app, { now: NOW, language, slots: [NOW - HOUR_MS, NOW + 80 * HOUR_MS] });

    const ny = { user_timezone: 'America/New_York' };
    expect(ids(await search(visitor, body(language, { ...ny, week_time_user: { weekday: [2], time_list: [8, 9, 10, 11] } })))).toEqual([
      morning.userId,
    ]);
    expect(ids(await search(visitor, body(language, { ...ny, week_time_user: { weekday: [1], time_list: [] } })))).toEqual([night.userId]);
    expect(ids(await search(visitor, body(language, { week_time_user: { weekday: [2], time_list: [2] } })))).toEqual([night.userId]);
    // The past slot (Tuesday 07:00 in New York) does not count; its teacher's future slot is Friday.
    expect((await search(visitor, body(language, { ...ny, week_time_user: { weekday: [1], time_list: [7] } }))).count).toBe(0);

    // The same filters as the page builds them from its URL.
    const fromUrl = buildTeacherSearchPayload({
      query: parseTeacherSearchQuery({ day: '2', time: '2' }),
      language,
      userTimezone: 'America/New_York',
      now: NOW,
    });
    expect(ids(await search(visitor, fromUrl))).toEqual([morning.userId]);

    const period = { start_time: new Date(NOW + 20 * HOUR_MS).toISOString(), end_time: new Date(NOW + 2 * DAY_MS).toISOString() };
    expect(ids(await search(visitor, body(language, { time_period: period })))).toEqual([morning.userId]);
    const day = { start_time: '2026-03-10T00:00:00.000-04:00', end_time: '2026-03-11T00:00:00.000-04:00' };
    expect(ids(await search(visitor, body(language, { specify_time: day })))).toEqual([night.userId]);
    expect(ids(await search(visitor, body(language, { has_get_only_72h_data: 1 }))).sort()).toEqual([morning.userId, night.userId].sort());
    expect(ids(await search(visitor, body(language))).sort()).toEqual([morning.userId, night.userId, past.userId].sort());
  });

  it('signed-in: is_favor per teacher, and teachers marked "reduce similar" rank last for that user only', async () => {
    const { app, db, visitor } = setup();
    const language = uniqueLanguage();
    const best = await makeSearchTeacher(db, app, { now: NOW, language, rating: 5 });
    const second = await makeSearchTeacher(db, app, { now: NOW, language, rating: 4 });
    const third = await makeSearchTeacher(db, app, { now: NOW, language, rating: 3 });
    const student = await makeUser(db, app, { now: NOW });
    const other = await makeUser(db, app, { now: NOW });

    expect((await student.agent.post(`/api/v2/teachers/${second.userId}/favourite`)).status).toBe(200);
    const reduce = await student.agent.post(`/api/v2/teachers/${best.userId}/reduce_similar`);
    expect(reduce.status).toBe(200);
    expect((await json(reduce)).data).toEqual({ teacher_id: best.userId, reduced: true });
    expect((await student.agent.post(`/api/v2/teachers/${best.userId}/reduce_similar`)).status).toBe(200);
    // A command of its own (issue 19): one TeacherSetAside event, none for the repeat.
    expect(await storedEventsOf(db, { type: 'TeacherSetAside', userId: student.userId })).toEqual([
      { userId: student.userId, teacherId: best.userId },
    ]);

    const mine = await search(student.agent, body(language));
    expect(ids(mine)).toEqual([second.userId, third.userId, best.userId]);
    expect(mine.data.map((t) => t.is_favor)).toEqual([true, false, false]);
    expect(mine.count).toBe(3);
    const theirs = await search(other.agent, body(language));
    expect(ids(theirs)).toEqual([best.userId, second.userId, third.userId]);
    expect(theirs.data.every((t) => !t.is_favor)).toBe(true);
    // The count is everyone's favourites of that teacher, whoever asks.
    expect(theirs.data.map((t) => t.favourite_count)).toEqual([0, 1, 0]);
    expect(ids(await search(visitor, body(language)))).toEqual([best.userId, second.userId, third.userId]);
  });

  it('bad input is a 400 naming the field, never a 500', async () => {
    const { visitor } = setup();
    const language = uniqueLanguage();
    const cases: [unknown, string][] = [
      [{ teacher_info: {}, page: 1, user_timezone: 'UTC' }, 'teach_language'],
      [body(language, { page: 0 }), 'page'],
      [body(language, { page: 1001 }), 'page'],
      [body(language, { page_size: 21 }), 'page_size'],
      [body(language, { user_timezone: 'Mars/Base' }), 'user_timezone'],
      [body(language, { keyword: 'k'.repeat(201) }), 'keyword'],
      [body(language, { speak_language_and: Array.from({ length: 11 }, (_, i) => `l${i}`) }), 'speak_language_and'],
      [body(language, { week_time_user: { weekday: [7], time_list: [] } }), 'week_time_user.weekday.0'],
      [body(language, { week_time_user: { weekday: [], time_list: [24] } }), 'week_time_user.time_list.0'],
      [body(language, { time_period: { start_time: 'yesterday', end_time: '2026-03-11T00:00:00Z' } }), 'time_period.start_time'],
      [body(language, {}, { teacher_type: 3 }), 'teacher_info.teacher_type'],
      [body(language, {}, {}, { min_price: -1 }), 'teach_language.min_price'],
      [body(language, {}, { course_tags: ['x'.repeat(101)] }), 'teacher_info.course_tags'],
    ];
    for (const [payload, field] of cases) {
      const res = await visitor.post('/api/v2/teachers', payload);
      expect(res.status, field).toBe(400);
      expect((await json(res)).error, field).toMatchObject({ code: 'InvalidRequest', field });
    }
    const broken = await visitor.post('/api/v2/teachers', undefined, { headers: { 'Content-Type': 'application/json' } });
    expect(broken.status).toBe(400);
  });
});

describeEachDatabase('teacher search: tags, favourites, trial, experiments, activation, translations', (ctx) => {
  function setup() {
    const { app, clock } = createTestApp(ctx.database, NOW);
    return { app, clock, db: ctx.database.db, visitor: createAgent(app) };
  }

  it('GET /v2/teacher/search/tags answers the category tree in position order', async () => {
    const { db, visitor } = setup();
    await db.insert(categories).values([
      { code: 'CA002', name: 'Business', position: 2 },
      { code: 'CA001', name: 'Daily life', position: 1 },
    ]);
    await db.insert(tags).values([
      { code: 'JOB_INTERVIEW', category_code: 'CA002', name: 'Job interview', position: 2 },
      { code: 'MEETINGS', category_code: 'CA002', name: 'Meetings', position: 1 },
    ]);
    const res = await visitor.get('/api/v2/teacher/search/tags');
    expect(res.status).toBe(200);
    expect(TeacherSearchTagsResponseSchema.parse(await res.json()).data.tags).toEqual([
      { code: 'CA001', name: 'Daily life', child_tags: [] },
      {
        code: 'CA002',
        name: 'Business',
        child_tags: [
          { code: 'MEETINGS', name: 'Meetings' },
          { code: 'JOB_INTERVIEW', name: 'Job interview' },
        ],
      },
    ]);
  });

  it("favourites: add and remove are idempotent and answer the teacher's favourite count; signed-in only; unknown teacher 404", async () => {
    const { app, db, visitor } = setup();
    const teacher = await makeSearchTeacher(db, app, { now: NOW, language: uniqueLanguage() });
    const student = await makeUser(db, app, { now: NOW });
    const other = await makeUser(db, app, { now: NOW });
    const path = `/api/v2/teachers/${teacher.userId}/favourite`;
    const fav = async (res: Response) => {
      expect(res.status).toBe(200);
      return FavouriteTeacherResponseSchema.parse(await res.json()).data;
    };

    expect(await fav(await student.agent.post(path))).toEqual({ teacher_id: teacher.userId, is_favor: true, favourite_count: 1 });
    expect(await fav(await student.agent.post(path))).toEqual({ teacher_id: teacher.userId, is_favor: true, favourite_count: 1 });
    expect((await fav(await other.agent.post(path))).favourite_count).toBe(2);
    expect(await fav(await student.agent.delete(path))).toEqual({ teacher_id: teacher.userId, is_favor: false, favourite_count: 1 });
    expect((await fav(await student.agent.delete(path))).favourite_count).toBe(1);

    const anonymous = await visitor.post(path);
    expect(anonymous.status).toBe(401);
    expect((await json(anonymous)).error.code).toBe('NotSignedIn');
    expect((await visitor.delete(path)).status).toBe(401);
    expect((await student.agent.post(path, undefined, { csrf: false })).status).toBe(403);
    const missing = await student.agent.post('/api/v2/teachers/987654321/favourite');
    expect(missing.status).toBe(404);
    expect((await student.agent.post(`/api/v2/teachers/${student.userId}/favourite`)).status).toBe(404); // a student is not a teacher
    const bad = await student.agent.post('/api/v2/teachers/abc/favourite');
    expect(bad.status).toBe(400);
    expect((await json(bad)).error.field).toBe('id');
    const rows = await db.select().from(favourites);
    expect(rows.filter((r) => r.teacher_id === teacher.userId)).toHaveLength(1);
  });

  it('reduce similar teachers: signed-in only, unknown teacher 404, stored once', async () => {
    const { app, db, visitor } = setup();
    const teacher = await makeSearchTeacher(db, app, { now: NOW, language: uniqueLanguage() });
    const student = await makeUser(db, app, { now: NOW });
    expect((await visitor.post(`/api/v2/teachers/${teacher.userId}/reduce_similar`)).status).toBe(401);
    expect((await student.agent.post('/api/v2/teachers/987654321/reduce_similar')).status).toBe(404);
    await student.agent.post(`/api/v2/teachers/${teacher.userId}/reduce_similar`);
    await student.agent.post(`/api/v2/teachers/${teacher.userId}/reduce_similar`);
    const rows = (await db.select().from(reducedTeachers)).filter((r) => r.user_id === student.userId);
    expect(rows).toEqual([expect.objectContaining({ teacher_id: teacher.userId })]);
  });

  it('GET /v2/session/trial_info: a missing row means trial available and 0 lessons; signed-in only', async () => {
    const { app, db, visitor } = setup();
    const fresh = await makeUser(db, app, { now: NOW });
    const regular = await makeUser(db, app, { now: NOW });
    await db.insert(studentLessonStats).values({ user_id: regular.userId, completed_lessons: 7, has_trial: false });
    const read = async (agent: Agent) => TrialInfoResponseSchema.parse(await (await agent.get('/api/v2/session/trial_info')).json()).data;
    expect(await read(fresh.agent)).toEqual({ has_trial: true, completed_lessons: 0 });
    expect(await read(regular.agent)).toEqual({ has_trial: false, completed_lessons: 7 });
    expect((await visitor.get('/api/v2/session/trial_info')).status).toBe(401);
  });

  it("GET /v2/user/exp_groups: the domain's deterministic group per user and experiment", async () => {
    const { app, db, visitor } = setup();
    const student = await makeUser(db, app, { now: NOW });
    const names = [EXPERIMENT_NAMES.lessonActivation, EXPERIMENT_NAMES.teacherCardTranslate];
    const res = await student.agent.get(`/api/v2/user/exp_groups?experiment_name=${names.join(',')},${names[0]}`);
    expect(res.status).toBe(200);
    const groups = ExperimentGroupsResponseSchema.parse(await res.json()).data;
    expect(groups).toEqual(
      names.map((name) => ({ experiment_name: name, group: assignExperimentGroup({ userId: student.userId, experimentName: name }) })),
    );
    const again = ExperimentGroupsResponseSchema.parse(
      await (await student.agent.get(`/api/v2/user/exp_groups?experiment_name=${names[1]}&experiment_name=${names[0]}`)).json(),
    ).data;
    expect(again.map((g) => g.group)).toEqual([groups[1]?.group, groups[0]?.group]);

    expect((await visitor.get('/api/v2/user/exp_groups?experiment_name=ui_202307')).status).toBe(401);
    for (const query of [
      '',
      '?experiment_name=',
      '?experiment_name=bad%20name',
      `?experiment_name=${Array.from({ length: 51 }, (_, i) => `e${i}`).join(',')}`,
    ]) {
      const bad = await student.agent.get(`/api/v2/user/exp_groups${query}`);
      expect(bad.status, query).toBe(400);
      expect((await json(bad)).error.field, query).toMatch(/^experiment_name/);
    }
  });

  it("GET /v3/lesson/activation/info: the user's own record for the language, data null when none", async () => {
    const { app, db, visitor } = setup();
    const student = await makeUser(db, app, { now: NOW });
    const other = await makeUser(db, app, { now: NOW });
    const answers = JSON.stringify([{ id: 'whatLanguageLevel', answer: 'A2' }]);
    await db
      .insert(lessonActivations)
      .values({ user_id: student.userId, language: 'english', status: 'FINISHED', answer_json: answers, learning_level: 2 });
    const read = async (agent: Agent, language: string) => {
      const res = await agent.get(`/api/v3/lesson/activation/info?language=${language}`);
      expect(res.status).toBe(200);
      return LessonActivationResponseSchema.parse(await res.json()).data;
    };
    expect(await read(student.agent, 'English')).toEqual({ status: 'FINISHED', answer_json: answers, learning_level: 2 });
    expect(await read(student.agent, 'spanish')).toBeNull();
    expect(await read(other.agent, 'english')).toBeNull();
    expect((await visitor.get('/api/v3/lesson/activation/info?language=english')).status).toBe(401);
    const bad = await student.agent.get('/api/v3/lesson/activation/info');
    expect(bad.status).toBe(400);
    expect((await json(bad)).error.field).toBe('language');
  });

  it('POST /v2/translate/teacher_list: es, ru, ja only, in the asked order, teachers without one left out, at most 50 ids', async () => {
    const { app, db, visitor } = setup();
    const language = uniqueLanguage();
    const a = await makeSearchTeacher(db, app, { now: NOW, language });
    const b = await makeSearchTeacher(db, app, { now: NOW, language });
    const c = await makeSearchTeacher(db, app, { now: NOW, language });
    await db.insert(teacherTranslations).values([
      { teacher_id: a.userId, target_lang: 'es', about_info: 'Enseño inglés.', short_signature: 'Clases amables' },
      { teacher_id: b.userId, target_lang: 'es', about_info: 'Hablo tres idiomas.', short_signature: 'Paciencia' },
      { teacher_id: b.userId, target_lang: 'ja', about_info: '英語を教えます。', short_signature: '優しい' },
    ]);
    const translate = async (payload: unknown) => {
      const res = await visitor.post('/api/v2/translate/teacher_list', payload);
      expect(res.status).toBe(200);
      return TranslateTeacherListResponseSchema.parse(await res.json()).data;
    };
    expect(await translate({ teacher_ids: [b.userId, c.userId, a.userId, b.userId], target_lang: 'es' })).toEqual([
      { teacher_id: b.userId, about_info: 'Hablo tres idiomas.', short_signature: 'Paciencia' },
      { teacher_id: a.userId, about_info: 'Enseño inglés.', short_signature: 'Clases amables' },
    ]);
    expect((await translate({ teacher_ids: [a.userId, b.userId], target_lang: 'ja' })).map((t) => t.teacher_id)).toEqual([b.userId]);
    expect((await translate({ teacher_ids: [a.userId], target_lang: 'es-MX' })).map((t) => t.teacher_id)).toEqual([a.userId]);
    expect(await translate({ teacher_ids: [a.userId], target_lang: 'ru' })).toEqual([]);

    for (const [payload, field] of [
      [{ teacher_ids: [a.userId], target_lang: 'fr' }, 'target_lang'],
      [{ teacher_ids: [a.userId] }, 'target_lang'],
      [{ teacher_ids: [], target_lang: 'es' }, 'teacher_ids'],
      [{ teacher_ids: Array.from({ length: 51 }, (_, i) => i + 1), target_lang: 'es' }, 'teacher_ids'],
      [{ teacher_ids: ['x'], target_lang: 'es' }, 'teacher_ids.0'],
    ] as const) {
      const res = await visitor.post('/api/v2/translate/teacher_list', payload);
      expect(res.status, field).toBe(400);
      expect((await json(res)).error.field, field).toBe(field);
    }
    expect(
      (
        await visitor.post('/api/v2/translate/teacher_list', {
          teacher_ids: Array.from({ length: 50 }, (_, i) => i + 1),
          target_lang: 'es',
        })
      ).status,
    ).toBe(200);
  });
});

describeEachDatabase('teacher lesson reviews: GET /v2/teacher/{id}/lesson_reviews', (ctx) => {
  it('pages reviews newest first with has_next, filters by language and empty text, adds top_total on request', async () => {
    const { app } = createTestApp(ctx.database, NOW);
    const db = ctx.database.db;
    const visitor = createAgent(app);
    const teacher = await makeSearchTeacher(db, app, { now: NOW, language: uniqueLanguage() });
    const other = await makeSearchTeacher(db, app, { now: NOW, language: uniqueLanguage() });
    const student = await makeUser(db, app, { now: NOW });
    const rows = Array.from({ length: 23 }, (_, i) => ({
      teacher_id: teacher.userId,
      student_id: student.userId,
      content: i === 5 ? '   ' : `Great lesson ${i}`,
      session_language: i % 2 === 0 ? 'english' : 'spanish',
      lesson_count: i + 1,
      create_time: new Date(NOW - i * HOUR_MS),
    }));
    await storeLessonReviews(db, rows);
    await storeLessonReviews(db, [
      {
        teacher_id: other.userId,
        student_id: student.userId,
        content: 'Other teacher',
        session_language: 'english',
        lesson_count: 1,
        create_time: new Date(NOW),
      },
    ]);

    const read = async (query: string) => {
      const res = await visitor.get(`/api/v2/teacher/${teacher.userId}/lesson_reviews${query}`);
      expect(res.status).toBe(200);
      return TeacherReviewsResponseSchema.parse(await res.json());
    };
    const first = await read('?page=1&page_size=20&need_top_total=0&allow_empty=0');
    expect(first.data.review_list).toHaveLength(20);
    expect(first.data.review_list[0]).toMatchObject({
      comment_info: { content: 'Great lesson 0', session_language: 'english', create_time: new Date(NOW).toISOString() },
      lesson_count: 1,
      user_info: { user_id: student.userId },
    });
    expect(first.data.top_total).toBeUndefined();
    expect(first.paging).toEqual({ page: 1, total: 22, has_next: true });
    const second = await read('?page=2');
    expect(second.data.review_list.map((r) => r.comment_info.content)).toEqual(['Great lesson 21', 'Great lesson 22']);
    expect(second.paging.has_next).toBe(false);
    expect((await read('?allow_empty=1')).paging.total).toBe(23);
    const spanish = await read('?language=Spanish&need_top_total=1');
    expect(spanish.paging.total).toBe(10);
    expect(spanish.data.review_list.every((r) => r.comment_info.session_language === 'spanish')).toBe(true);
    expect(spanish.data.top_total).toBe(22);

    expect((await visitor.get('/api/v2/teacher/987654321/lesson_reviews')).status).toBe(404);
    for (const [query, field] of [
      ['?page_size=51', 'page_size'],
      ['?page=0', 'page'],
      ['?need_top_total=yes', 'need_top_total'],
    ] as const) {
      const bad = await visitor.get(`/api/v2/teacher/${teacher.userId}/lesson_reviews${query}`);
      expect(bad.status, query).toBe(400);
      expect((await json(bad)).error.field).toBe(field);
    }
  });
});
