import {
  ADMIN_TEACHER_APPLICATIONS_LIMIT,
  approveTeacherApplication,
  declineTeacherApplication,
  getAdminTeacherApplications,
  getMyTeacherApplication,
  submitTeacherApplication,
} from '@app/api';
import { decideTeacherApply } from '@app/domain';
import { asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { RouteDeps } from '../app';
import { applyToTeach } from '../commands/apply-to-teach';
import { reviewTeacherApplication } from '../commands/review-teacher-application';
import { users } from '../db/schema-accounts';
import { teachers } from '../db/schema-catalog';
import { countries, languages } from '../db/schema-discovery';
import { teacherApplications } from '../db/schema-teacher-applications';
import type { AppEnv } from '../http/app-env';
import { mount } from '../http/mount';
import { loadLatestApplication, toApplicationView } from '../teacher-applications/application-rows';

/**
 * Issue 14 "Become a teacher": the applicant's own application (`/v1/teaching/application`) and the
 * staff review (`/v1/admin/teacher-applications`, ADMIN only: 404 to anyone else, like every staff
 * endpoint). Every write is a command.
 */
export function teacherApplicationRoutes({ database, clock }: Pick<RouteDeps, 'database' | 'clock'>): Hono<AppEnv> {
  const { db } = database;
  const routes = new Hono<AppEnv>();

  mount(routes, getMyTeacherApplication, async ({ user }) => {
    const [latest, [teacherRow], languageRows, countryRows] = await Promise.all([
      loadLatestApplication(db, user.user_id),
      db.select({ id: teachers.user_id }).from(teachers).where(eq(teachers.user_id, user.user_id)),
      db.select({ code: languages.text_code, name: languages.name }).from(languages).orderBy(asc(languages.name)),
      db.select({ code: countries.code, name: countries.name }).from(countries).orderBy(asc(countries.name)),
    ]);
    const isTeacher = user.role === 'TEACHER' || teacherRow !== undefined;
    const decision = decideTeacherApply({
      isTeacher,
      latest: latest ? { status: latest.status, reviewedAt: latest.reviewed_at } : null,
      now: clock.now(),
    });
    return {
      data: {
        application: latest ? toApplicationView(latest) : null,
        is_teacher: isTeacher,
        can_apply: decision.ok,
        reapply_at: !decision.ok && decision.reason === 'ReapplyTooSoon' ? new Date(decision.reapplyAt).toISOString() : null,
        options: { languages: languageRows, countries: countryRows },
      },
    };
  });

  mount(routes, submitTeacherApplication, async ({ body, user }) => {
    const now = clock.now();
    const { application } = await db.transaction((tx) =>
      applyToTeach({ tx, actor: { kind: 'student', userId: user.user_id }, now, application: body }),
    );
    return { data: toApplicationView(application) };
  });

  mount(routes, getAdminTeacherApplications, async ({ query }) => {
    const rows = await db
      .select({ application: teacherApplications, nickname: users.nickname, email: users.email, avatar_file_name: users.avatar_file_name })
      .from(teacherApplications)
      .innerJoin(users, eq(users.user_id, teacherApplications.user_id))
      .where(eq(teacherApplications.status, query.status))
      .orderBy(asc(teacherApplications.submitted_at), asc(teacherApplications.id))
      .limit(ADMIN_TEACHER_APPLICATIONS_LIMIT);
    return {
      data: {
        items: rows.map(({ application, nickname, email, avatar_file_name }) => ({
          ...toApplicationView(application),
          applicant: { nickname, email, avatar_file_name },
        })),
      },
    };
  });

  mount(routes, approveTeacherApplication, async ({ params, user }) => {
    const now = clock.now();
    const { application } = await db.transaction((tx) =>
      reviewTeacherApplication({
        tx,
        actor: { kind: 'staff', userId: user.user_id },
        now,
        applicationId: params.id,
        choice: { kind: 'approve' },
      }),
    );
    return { data: toApplicationView(application) };
  });

  mount(routes, declineTeacherApplication, async ({ params, body, user }) => {
    const now = clock.now();
    const { application } = await db.transaction((tx) =>
      reviewTeacherApplication({
        tx,
        actor: { kind: 'staff', userId: user.user_id },
        now,
        applicationId: params.id,
        choice: { kind: 'decline', reason: body.reason },
      }),
    );
    return { data: toApplicationView(application) };
  });

  return routes;
}
