import {
  clearSearchHistory as clearSearchHistoryEndpoint,
  countCourses as countCoursesEndpoint,
  countGroupClasses,
  getAvailableClasses,
  getCategoryWithTags,
  getCourseEntryToggle,
  getGroupClassStudentToggle,
  getRecommendedClasses,
  getSearchHistory,
  getTeacherGroupClassStatistics,
  getTeacherGroupClasses,
  getTeacherGroupCourses,
  getUserProfile,
  getUserProfiles,
  FEATURE_TOGGLE_NAMES,
  saveSearchHistory,
  searchCourses as searchCoursesEndpoint,
  searchGroupClasses,
  sendGroupClassFeedback,
} from '@app/api';
import { applyCourseEntryFlag, validateFeedbackMessage } from '@app/domain';
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { RouteDeps } from '../app';
import { limitFeedback } from '../search/feedback-limits';
import { clientAddress } from '../http/client-address';
import { topics } from '../db/schema-catalog';
import { actorForUser, SYSTEM } from '../commands/command';
import { clearSearchHistory } from '../commands/clear-search-history';
import { saveSearchWord } from '../commands/save-search-word';
import { sendFeedback } from '../commands/send-feedback';
import type { AppEnv } from '../http/app-env';
import { AppError, notFoundError } from '../errors/app-error';
import { mount } from '../http/mount';
import type { SharedReads } from '../http/shared-reads';
import { loadCategoryWithTags } from '../search/category-tags';
import { countClassCards, countCourseCards, listClassCards, listCourseCards } from '../catalog/class-listing';
import { isCourseEntryOn, isFeatureOn } from '../search/feature-toggles';
import { loadProfile, loadProfiles } from '../search/profiles';
import { recommendClasses } from '../search/recommendations';
import { readSearchHistory } from '../search/search-history';
import { LISTED_TOPIC_STATUS, readSearchFilter, readTeacherPageFilter, searchZone } from '../search/search-filter';
import { loadTeacherStatistics, teacherExists } from '../search/teacher-page';

const paging = ({ page, size, total }: { page: number; size: number; total: number }) => ({ page, total, has_next: page * size < total });

/**
 * Group-class discovery (001 §7.1 and the listing calls of 000 §7): class and course search with
 * their amounts, the category list, recommendations, a topic's slots, the teacher page, profiles,
 * search history, feedback and the two feature toggles.
 */
export function groupClassSearchRoutes({
  database,
  clock,
  sharedReads,
  catalog,
  trustProxy,
}: Pick<RouteDeps, 'database' | 'clock' | 'trustProxy' | 'catalog'> & { sharedReads: SharedReads }): Hono<AppEnv> {
  const { db } = database;
  const routes = new Hono<AppEnv>();
  /**
   * The class and course lists depend on the parsed query and, through the zone weekdays and hours
   * are read in, on the viewer's zone when `user_timezone` is absent: nothing else of the viewer.
   */
  const searchShare = {
    reads: sharedReads,
    key: ({ query, user }: { query: { user_timezone?: string | undefined }; user: { timezone_iana: string } | null }) =>
      JSON.stringify([searchZone(query.user_timezone, user), query]),
  };

  // ---- class search ----------------------------------------------------------------------------

  mount(
    routes,
    searchGroupClasses,
    async ({ query, user }) => {
      const filter = readSearchFilter({ query, viewer: user, now: clock.now() });
      const view = await catalog.read();
      return listClassCards(view, filter, { offset: query.offset, length: query.length, groupByTopic: query.group_by_topic ?? false });
    },
    { share: searchShare },
  );

  mount(routes, countGroupClasses, async ({ query, user }) => {
    const filter = readSearchFilter({ query, viewer: user, now: clock.now() });
    return { amount: countClassCards(await catalog.read(), filter, { groupByTopic: query.group_by_topic ?? false }) };
  });

  // ---- course search (behind the course-entry flag, 001 §2.4) ----------------------------------

  mount(
    routes,
    searchCoursesEndpoint,
    async ({ query, user }) => {
      const filter = { ...readSearchFilter({ query, viewer: user, now: clock.now() }), topicId: query.topic_id };
      const view = await catalog.read();
      const enabled = isCourseEntryOn(view);
      const found = enabled
        ? listCourseCards(view, filter, { offset: query.offset, length: query.length, groupByTopic: query.group_by_topic ?? false })
        : { items: [], hasNext: false };
      const gated = applyCourseEntryFlag({
        isCourseEntryEnabled: enabled,
        data: { courseTopics: found.items, hasNext: found.hasNext, courseAmount: found.items.length },
      });
      return { items: [...gated.courseTopics], hasNext: gated.hasNext };
    },
    { share: searchShare },
  );

  mount(routes, countCoursesEndpoint, async ({ query, user }) => {
    const filter = { ...readSearchFilter({ query, viewer: user, now: clock.now() }), topicId: query.topic_id };
    const view = await catalog.read();
    const enabled = isCourseEntryOn(view);
    const amount = enabled ? countCourseCards(view, filter, { groupByTopic: query.group_by_topic ?? false }) : 0;
    return {
      amount: applyCourseEntryFlag({ isCourseEntryEnabled: enabled, data: { courseTopics: [], hasNext: false, courseAmount: amount } })
        .courseAmount,
    };
  });

  mount(routes, getCategoryWithTags, async ({ query, user }) => {
    const filter = readSearchFilter({ query, viewer: user, now: clock.now() });
    const view = await catalog.read();
    return loadCategoryWithTags(db, { view, filter, fetchAll: query.fetch_type === 'all', includeCourses: isCourseEntryOn(view) });
  });

  mount(routes, getRecommendedClasses, async ({ query, user }) => ({
    data: await recommendClasses(db, catalog, {
      viewerId: user?.user_id ?? null,
      wantHistory: query.student_has_record ?? false,
      language: query.language,
      num: query.num,
      now: clock.now(),
    }),
  }));

  mount(routes, getAvailableClasses, async ({ query }) => {
    const [topic] = await db
      .select({ id: topics.id })
      .from(topics)
      .where(and(eq(topics.id, query.topic_id), eq(topics.status, LISTED_TOPIC_STATUS)));
    if (!topic) throw notFoundError('Topic');
    const filter = { now: clock.now(), zone: 'UTC', topicId: topic.id };
    const offset = (query.page - 1) * query.page_size;
    const view = await catalog.read();
    const page = listClassCards(view, filter, { offset, length: query.page_size, groupByTopic: false });
    const total = countClassCards(view, filter, { groupByTopic: false });
    return { data: { classes: page.items, paging: paging({ page: query.page, size: query.page_size, total }) } };
  });

  // ---- teacher group-class page (001 §2.2) -------------------------------------------------------

  mount(routes, getTeacherGroupClasses, async ({ query, user }) => {
    if (!(await teacherExists(db, query.teacher_id))) throw notFoundError('Teacher');
    const filter = readTeacherPageFilter({ query, viewer: user, now: clock.now() });
    const groupByTopic = query.group_by_topic ?? false;
    const offset = (query.page - 1) * query.page_size;
    const view = await catalog.read();
    const page = listClassCards(view, filter, { offset, length: query.page_size, groupByTopic });
    const total = countClassCards(view, filter, { groupByTopic });
    return { data: { classes: page.items, paging: paging({ page: query.page, size: query.page_size, total }) } };
  });

  mount(routes, getTeacherGroupCourses, async ({ query }) => {
    if (!(await teacherExists(db, query.teacher_id))) throw notFoundError('Teacher');
    const filter = { now: clock.now(), zone: 'UTC', teacherId: query.teacher_id };
    const catalogue = await catalog.read();
    const enabled = isCourseEntryOn(catalogue);
    const offset = (query.page - 1) * query.page_size;
    const view = enabled ? catalogue : null;
    const found = view
      ? listCourseCards(view, filter, { offset, length: query.page_size, groupByTopic: false })
      : { items: [], hasNext: false };
    const total = view ? countCourseCards(view, filter, { groupByTopic: false }) : 0;
    const gated = applyCourseEntryFlag({
      isCourseEntryEnabled: enabled,
      data: { courseTopics: found.items, hasNext: found.hasNext, courseAmount: total },
    });
    return {
      data: { courses: [...gated.courseTopics], paging: { page: query.page, total: gated.courseAmount, has_next: gated.hasNext } },
    };
  });

  mount(routes, getTeacherGroupClassStatistics, async ({ params }) => {
    if (!(await teacherExists(db, params.id))) throw notFoundError('Teacher');
    return { data: await loadTeacherStatistics(db, { teacherId: params.id, now: clock.now() }) };
  });

  // ---- profiles ----------------------------------------------------------------------------------

  mount(routes, getUserProfiles, async ({ query }) => loadProfiles(db, query.user_ids));

  mount(routes, getUserProfile, async ({ params }) => {
    const profile = await loadProfile(db, params.teacher_id);
    if (!profile) throw notFoundError('User');
    return profile;
  });

  // ---- search history (signed-in only, 001 §6) ---------------------------------------------------

  mount(routes, getSearchHistory, async ({ user }) => readSearchHistory(db, user.user_id));
  mount(routes, saveSearchHistory, async ({ body, user }) => {
    const { history } = await db.transaction((tx) => saveSearchWord({ tx, actor: actorForUser(user), now: clock.now(), word: body.word }));
    return history;
  });
  mount(routes, clearSearchHistoryEndpoint, async ({ user }) => {
    const { history } = await db.transaction((tx) => clearSearchHistory({ tx, actor: actorForUser(user), now: clock.now() }));
    return history;
  });

  // ---- feedback ----------------------------------------------------------------------------------

  mount(routes, sendGroupClassFeedback, async ({ body, user, c }) => {
    const problem = validateFeedbackMessage(body.custom_msg);
    if (problem) throw new AppError(problem.code, problem.message, 'custom_msg');
    await limitFeedback(db, { address: clientAddress(c, trustProxy), userId: user?.user_id ?? null, now: clock.now() });
    await db.transaction((tx) =>
      sendFeedback({
        tx,
        actor: user ? actorForUser(user) : SYSTEM,
        now: clock.now(),
        category: body.category,
        message: body.custom_msg,
      }),
    );
    return { data: { ok: true as const } };
  });

  // ---- feature toggles ---------------------------------------------------------------------------

  mount(routes, getGroupClassStudentToggle, async () => ({
    status: isFeatureOn(await catalog.read(), FEATURE_TOGGLE_NAMES.groupClassStudent) ? ('ON' as const) : ('OFF' as const),
  }));
  mount(routes, getCourseEntryToggle, async () => ({ status: isCourseEntryOn(await catalog.read()) ? ('ON' as const) : ('OFF' as const) }));

  return routes;
}
