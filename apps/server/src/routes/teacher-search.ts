import {
  addFavouriteTeacher,
  getExperimentGroups,
  getLessonActivationInfo,
  getTeacherLessonReviews,
  getTeacherSearchTags,
  getTrialInfo,
  reduceSimilarTeachers,
  removeFavouriteTeacher,
  searchTeachers,
  translateTeacherList,
} from '@app/api';
import { assignExperimentGroup } from '@app/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppDeps } from '../app';
import { categories, lessonActivations, tags, teacherTranslations } from '../db/schema-discovery';
import type { AppEnv, SessionUser } from '../http/app-env';
import { actorForUser } from '../commands/command';
import { mount } from '../http/mount';
import type { SharedReads } from '../http/shared-reads';
import { favouriteTeacher } from '../commands/favourite-teacher';
import { setTeacherAside } from '../commands/set-teacher-aside';
import { listTeacherReviews } from '../teachers/reviews';
import { readTrialInfo } from '../students/trial-info';
import { searchTeachers as runTeacherSearch } from '../teachers/search';

export function teacherSearchRoutes({
  database,
  clock,
  sharedReads,
}: Pick<AppDeps, 'database' | 'clock'> & { sharedReads: SharedReads }): Hono<AppEnv> {
  const { db } = database;
  const routes = new Hono<AppEnv>();

  // The answer depends on the viewer (favourites, "see less", the recommendation id): shared only
  // among requests of the same viewer, or among visitors.
  mount(
    routes,
    searchTeachers,
    async ({ body, user }) => runTeacherSearch(db, { input: body, viewerId: user?.user_id ?? null, now: clock.now() }),
    {
      share: { reads: sharedReads, key: ({ body, user }) => JSON.stringify([user?.user_id ?? null, body]) },
    },
  );

  mount(routes, getTeacherSearchTags, async () => {
    const [cats, children] = await Promise.all([
      db.select().from(categories).orderBy(asc(categories.position), asc(categories.code)),
      db.select().from(tags).orderBy(asc(tags.position), asc(tags.code)),
    ]);
    return {
      data: {
        tags: cats.map((cat) => ({
          code: cat.code,
          name: cat.name,
          child_tags: children.filter((t) => t.category_code === cat.code).map((t) => ({ code: t.code, name: t.name })),
        })),
      },
    };
  });

  const setTeacher = async (user: SessionUser, teacherId: number, favour: boolean) => {
    const { teacher_id, is_favor, favourite_count } = await db.transaction((tx) =>
      favouriteTeacher({ tx, actor: actorForUser(user), now: clock.now(), teacherId, favour }),
    );
    return { data: { teacher_id, is_favor, favourite_count } };
  };
  mount(routes, addFavouriteTeacher, ({ params, user }) => setTeacher(user, params.id, true));
  mount(routes, removeFavouriteTeacher, ({ params, user }) => setTeacher(user, params.id, false));

  mount(routes, reduceSimilarTeachers, async ({ params, user }) => {
    const { teacher_id, reduced } = await db.transaction((tx) =>
      setTeacherAside({ tx, actor: actorForUser(user), now: clock.now(), teacherId: params.id }),
    );
    return { data: { teacher_id, reduced } };
  });

  mount(routes, getTrialInfo, async ({ user }) => ({ data: await readTrialInfo(db, { userId: user.user_id, now: clock.now() }) }));

  mount(routes, getExperimentGroups, ({ query, user }) =>
    Promise.resolve({
      data: query.experiment_name.map((name) => ({
        experiment_name: name,
        group: assignExperimentGroup({ userId: user.user_id, experimentName: name }),
      })),
    }),
  );

  mount(routes, getLessonActivationInfo, async ({ query, user }) => {
    const [row] = await db
      .select({
        status: lessonActivations.status,
        answer_json: lessonActivations.answer_json,
        learning_level: lessonActivations.learning_level,
      })
      .from(lessonActivations)
      .where(and(eq(lessonActivations.user_id, user.user_id), eq(lessonActivations.language, query.language.toLowerCase())))
      .limit(1);
    return { data: row ?? null };
  });

  mount(routes, translateTeacherList, async ({ body }) => {
    const target = body.target_lang.trim().toLowerCase().split(/[-_]/)[0] ?? '';
    const ids = [...new Set(body.teacher_ids)];
    const rows = await db
      .select({
        teacher_id: teacherTranslations.teacher_id,
        about_info: teacherTranslations.about_info,
        short_signature: teacherTranslations.short_signature,
      })
      .from(teacherTranslations)
      .where(and(inArray(teacherTranslations.teacher_id, ids), eq(teacherTranslations.target_lang, target)));
    const byId = new Map(rows.map((r) => [r.teacher_id, r]));
    return { data: ids.flatMap((id) => byId.get(id) ?? []) };
  });

  mount(routes, getTeacherLessonReviews, async ({ params, query }) => listTeacherReviews(db, { teacherId: params.id, query }));

  return routes;
}
