import {
  AdminTeacherApplicationsResponseSchema,
  MyTeacherApplicationResponseSchema,
  TeacherApplicationResponseSchema,
  TeacherSearchResultSchema,
} from '@app/api';
import { REAPPLY_COOL_DOWN_MS } from '@app/domain';
import { and, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { users } from '../db/schema-accounts';
import { teacherLanguages, teachers } from '../db/schema-catalog';
import { countries, languages } from '../db/schema-discovery';
import { domainEvents } from '../db/schema-outbox';
import { teacherApplications } from '../db/schema-teacher-applications';
import type { createAgent } from '../testing/agent';
import { describeEachDatabase } from '../testing/databases';
import { mailsTo, makeUser } from '../testing/fixtures';
import { uniqueLanguage } from '../testing/search-fixtures';
import { createTestApp } from '../testing/test-app';

const NOW = Date.UTC(2026, 10, 26, 9);
type Agent = ReturnType<typeof createAgent>;
type Json = { error: { code: string; field?: string } };

const application = (language: string) => ({
  languages: [{ language, level: 7 }],
  about: 'I have taught my language to adults for eight years, online and in language schools in Lima.',
  signature: 'Patient teacher from Lima',
  country: 'PE',
  trial_price: 600,
  regular_price: 2000,
  video_url: 'https://www.youtube.com/watch?v=intro',
});

describeEachDatabase('becoming a teacher: /v1/teaching/application and /v1/admin/teacher-applications', (ctx) => {
  async function setup() {
    const { app, clock } = createTestApp(ctx.database, NOW);
    const db = ctx.database.db;
    const language = uniqueLanguage();
    await db.insert(languages).values({ text_code: language, name: `Lang ${language}` });
    await db.insert(countries).values({ id: 604, code: 'PE', name: 'Peru', slug: 'peru' }).onConflictDoNothing();
    const student = await makeUser(db, app, { now: NOW });
    const admin = await makeUser(db, app, { now: NOW, role: 'ADMIN' });
    return { app, clock, db, language, student, admin };
  }
  const mine = async (agent: Agent) => {
    const res = await agent.get('/api/v1/teaching/application');
    expect(res.status).toBe(200);
    return MyTeacherApplicationResponseSchema.parse(await res.json()).data;
  };
  const apply = (agent: Agent, body: unknown) => agent.post('/api/v1/teaching/application', body);
  const approve = (agent: Agent, id: number) => agent.post(`/api/v1/admin/teacher-applications/${id}/approve`, {});
  const decline = (agent: Agent, id: number, reason: string) => agent.post(`/api/v1/admin/teacher-applications/${id}/decline`, { reason });

  it('a student applies; the application is pending, listed for staff, and a second apply is refused', async () => {
    const { db, language, student, admin } = await setup();
    const before = await mine(student.agent);
    expect(before).toMatchObject({ application: null, is_teacher: false, can_apply: true, reapply_at: null });
    expect(before.options.languages).toContainEqual({ code: language, name: `Lang ${language}` });
    expect(before.options.countries).toContainEqual({ code: 'PE', name: 'Peru' });

    const res = await apply(student.agent, { ...application(language), languages: [{ language: language.toUpperCase(), level: 6 }] });
    expect(res.status).toBe(200);
    const sent = TeacherApplicationResponseSchema.parse(await res.json()).data;
    expect(sent).toMatchObject({
      status: 'PENDING',
      user_id: student.userId,
      languages: [{ language, level: 6 }],
      submitted_at: new Date(NOW).toISOString(),
    });
    expect(await mine(student.agent)).toMatchObject({ application: { id: sent.id, status: 'PENDING' }, can_apply: false });

    const again = await apply(student.agent, application(language));
    expect(again.status).toBe(409);
    expect(((await again.json()) as Json).error.code).toBe('TeacherApplicationPending');

    const list = AdminTeacherApplicationsResponseSchema.parse(await (await admin.agent.get('/api/v1/admin/teacher-applications')).json());
    expect(list.data.items.find((item) => item.id === sent.id)?.applicant.email).toBe(student.email);
    const events = await db.select().from(domainEvents).where(eq(domainEvents.type, 'TeacherApplied'));
    expect(events.map((e) => e.payload)).toContainEqual({ applicationId: sent.id, userId: student.userId });
  });

  it('bad input is a 400 naming the field, and nothing is written', async () => {
    const { db, language, student } = await setup();
    const cases: [unknown, string][] = [
      [{ ...application(language), about: 'too short' }, 'about'],
      [{ ...application(language), languages: [{ language, level: 4 }] }, 'languages.0.level'],
      [{ ...application(language), trial_price: 2500 }, 'trial_price'],
      [{ ...application(language), video_url: 'https://example.com/me.mp4' }, 'video_url'],
      [{ ...application(language), languages: [{ language: 'nolanguagehere', level: 7 }] }, 'languages.0.language'],
      [{ ...application(language), country: 'ZZ' }, 'country'],
    ];
    for (const [body, field] of cases) {
      const res = await apply(student.agent, body);
      expect(res.status, field).toBe(400);
      expect(((await res.json()) as Json).error).toMatchObject({ code: 'InvalidRequest', field });
    }
    expect(await db.select().from(teacherApplications).where(eq(teacherApplications.user_id, student.userId))).toEqual([]);
  });

  it('staff endpoints answer 404 to a student and a teacher, 401 to a visitor', async () => {
    const { app, db, language, student } = await setup();
    await apply(student.agent, application(language));
    const [row] = await db.select().from(teacherApplications).where(eq(teacherApplications.user_id, student.userId));
    const teacher = await makeUser(db, app, { now: NOW, role: 'TEACHER' });
    for (const agent of [student.agent, teacher.agent]) {
      expect((await agent.get('/api/v1/admin/teacher-applications')).status).toBe(404);
      expect((await approve(agent, row!.id)).status).toBe(404);
      expect((await decline(agent, row!.id, 'Please add a video link.')).status).toBe(404);
    }
    const { createAgent } = await import('../testing/agent');
    expect((await createAgent(app).get('/api/v1/admin/teacher-applications')).status).toBe(401);
    const [still] = await db.select().from(teacherApplications).where(eq(teacherApplications.id, row!.id));
    expect(still?.status).toBe('PENDING');
  });

  it('approving makes the applicant a TEACHER in search and on a public profile; a second approve or a decline is refused', async () => {
    const { db, language, student, admin } = await setup();
    const sent = TeacherApplicationResponseSchema.parse(await (await apply(student.agent, application(language))).json()).data;

    const res = await approve(admin.agent, sent.id);
    expect(res.status).toBe(200);
    expect(TeacherApplicationResponseSchema.parse(await res.json()).data).toMatchObject({
      status: 'APPROVED',
      reviewed_at: new Date(NOW).toISOString(),
      decline_reason: null,
    });
    const [user] = await db
      .select({ role: users.role, country: users.origin_country_id })
      .from(users)
      .where(eq(users.user_id, student.userId));
    expect(user).toEqual({ role: 'TEACHER', country: 604 });
    const [teacher] = await db.select().from(teachers).where(eq(teachers.user_id, student.userId));
    expect(teacher).toMatchObject({ min_price: 2000, trial_price: 600, short_signature: 'Patient teacher from Lima', has_trial: true });
    expect(teacher?.first_valid_time.getTime()).toBe(NOW);
    expect(await db.select().from(teacherLanguages).where(eq(teacherLanguages.teacher_id, student.userId))).toEqual([
      { teacher_id: student.userId, language, level: 7, teaches: true },
    ]);

    const found = await student.agent.post('/api/v2/teachers', {
      teacher_info: {},
      teach_language: { language },
      page: 1,
      user_timezone: 'UTC',
    });
    expect(TeacherSearchResultSchema.parse(await found.json()).data.map((t) => t.user_info.user_id)).toEqual([student.userId]);
    const profile = await student.agent.get(`/api/v1/teachers/${student.userId}`);
    expect(profile.status).toBe(200);
    expect(await mine(student.agent)).toMatchObject({ is_teacher: true, can_apply: false, application: { status: 'APPROVED' } });
    expect((await student.agent.get('/api/v1/me/teaching')).status).toBe(200);

    const twice = await approve(admin.agent, sent.id);
    expect(twice.status).toBe(409);
    expect(((await twice.json()) as Json).error.code).toBe('ApplicationNotPending');
    expect((await decline(admin.agent, sent.id, 'Changed my mind about this.')).status).toBe(409);
    const stored = await db
      .select()
      .from(domainEvents)
      .where(and(eq(domainEvents.type, 'TeacherApproved'), sql`(payload->>'applicationId')::bigint = ${sent.id}`));
    expect(stored).toHaveLength(1);
    const reapply = await apply(student.agent, application(language));
    expect(((await reapply.json()) as Json).error.code).toBe('AlreadyATeacher');
    expect(await mailsTo(db, student.email)).toEqual([
      expect.objectContaining({ subject: 'You are now a teacher', link: 'http://localhost/teaching' }),
    ]);
  });

  it('declining keeps the reason for the applicant, who may re-apply 7 days later, not before', async () => {
    const { clock, db, language, student, admin } = await setup();
    const sent = TeacherApplicationResponseSchema.parse(await (await apply(student.agent, application(language))).json()).data;
    const short = await decline(admin.agent, sent.id, 'No.');
    expect(short.status).toBe(400);
    expect(((await short.json()) as Json).error.field).toBe('reason');

    expect((await decline(admin.agent, sent.id, '  Please add an intro video that plays.  ')).status).toBe(200);
    const after = await mine(student.agent);
    expect(after).toMatchObject({
      application: { status: 'DECLINED', decline_reason: 'Please add an intro video that plays.' },
      can_apply: false,
      reapply_at: new Date(NOW + REAPPLY_COOL_DOWN_MS).toISOString(),
    });
    const [user] = await db.select({ role: users.role }).from(users).where(eq(users.user_id, student.userId));
    expect(user?.role).toBe('STUDENT');
    const [mail] = await mailsTo(db, student.email);
    expect(mail).toMatchObject({ subject: 'Your application to teach', link: 'http://localhost/teaching/apply' });
    expect(mail?.body).toContain('Please add an intro video that plays.');
    expect(await db.select().from(teachers).where(eq(teachers.user_id, student.userId))).toEqual([]);

    clock.set(NOW + REAPPLY_COOL_DOWN_MS - 1);
    const early = await apply(student.agent, application(language));
    expect(early.status).toBe(409);
    expect(((await early.json()) as Json).error.code).toBe('ReapplyTooSoon');
    clock.set(NOW + REAPPLY_COOL_DOWN_MS);
    expect((await apply(student.agent, application(language))).status).toBe(200);
    expect(await mine(student.agent)).toMatchObject({ application: { status: 'PENDING', decline_reason: null }, can_apply: false });
  });

  it('at most one pending application per user, even written past the command (the partial unique index)', async () => {
    const { db, language, student } = await setup();
    await apply(student.agent, application(language));
    const row = { user_id: student.userId, ...application(language), submitted_at: new Date(NOW) };
    await expect(db.insert(teacherApplications).values(row)).rejects.toThrow();
    await db.insert(teacherApplications).values({ ...row, status: 'DECLINED', reviewed_at: new Date(NOW) });
  });
});
