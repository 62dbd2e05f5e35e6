import { DAY_MS } from '@app/domain';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { requestEmailConfirmation } from '../accounts/email-confirmation';
import { outbox, users } from '../db/schema-accounts';
import { courseStudents, groupClassStudents } from '../db/schema-catalog';
import { lessons } from '../db/schema-lessons';
import type { DomainEvent } from '../outbox/domain-events';
import { recordEvents } from '../outbox/record-events';
import { makeCourse, makeCourseTopic } from '../testing/course-fixtures';
import { describeEachDatabase } from '../testing/databases';
import { drainTestEvents } from '../testing/drain';
import { mailsTo, makeClass, makeTeacher, makeUser } from '../testing/fixtures';
import { createTestApp } from '../testing/test-app';

const NOW = Date.UTC(2026, 10, 20, 9, 30);
const PUBLIC_URL = 'https://learn.example';

describeEachDatabase('mail handlers', (ctx) => {
  const db = () => ctx.database.db;
  // Fixtures take an app for their agents; these tests never call it.
  const app = () => createTestApp(ctx.database, NOW).app;
  const record = (events: DomainEvent[]) => db().transaction((tx) => recordEvents(tx, { events, now: NOW }));
  const drain = () => drainTestEvents(db(), { now: NOW, publicUrl: PUBLIC_URL });
  const student = async ({
    locale = 'en',
    zone = 'Europe/Berlin',
    isAm = 0,
  }: { locale?: 'en' | 'es'; zone?: string; isAm?: number } = {}) => {
    const user = await makeUser(db(), app(), { now: NOW });
    await db().update(users).set({ locale, timezone_iana: zone, is_am: isAm, nickname: 'Emma <b>' }).where(eq(users.user_id, user.userId));
    return user;
  };
  const classSeat = async (classId: number, studentId: number) => {
    const [seat] = await db()
      .insert(groupClassStudents)
      .values({ group_class_id: classId, student_id: studentId, status: 'CANCELLED', created_at: new Date(NOW), updated_at: new Date(NOW) })
      .returning({ id: groupClassStudents.id });
    if (!seat) throw new Error('no seat');
    return seat.id;
  };

  it('ClassCancelled by the teacher: one mail per refunded student, in their language, zone and clock, linking to their seat on PUBLIC_URL', async () => {
    const teacher = await makeTeacher(db(), app(), { now: NOW });
    const made = await makeClass(db(), { teacherId: teacher.userId, topicId: teacher.topicId, now: NOW, startsIn: 7 * DAY_MS });
    const en = await student();
    const es = await student({ locale: 'es', zone: 'America/Mexico_City', isAm: 1 });
    const enSeat = await classSeat(made.classId, en.userId);
    const esSeat = await classSeat(made.classId, es.userId);
    await record([
      {
        type: 'ClassCancelled',
        classId: made.classId,
        by: 'teacher',
        refunds: [
          { studentId: en.userId, seatId: enSeat, seatKind: 'class', amountCents: 1500 },
          { studentId: es.userId, seatId: esSeat, seatKind: 'class', amountCents: 0 },
        ],
      },
    ]);
    expect(await drain()).toEqual({ handled: 1, failed: 0 });

    const [enMail, ...moreEn] = await mailsTo(db(), en.email);
    expect(moreEn).toEqual([]);
    const seatLink = `${PUBLIC_URL}/group-class-online/class/${made.classId}?classID=${made.classId}&studentBookedID=${enSeat}`;
    expect(enMail).toEqual({
      subject: 'Your class was cancelled by the teacher',
      link: seatLink,
      body: [
        'Hi Emma <b>,',
        '',
        'Your teacher cancelled your class “Small talk at work” on Fri, Nov 27, 2026 at 10:30 Europe/Berlin (GMT+01:00). $15.00 is back in your wallet.',
        '',
        'See the details:',
        seatLink,
        '',
        `We are sorry for the change. Find another one at ${PUBLIC_URL}/group-class`,
      ].join('\n'),
    });
    const [html] = await db().select({ html: outbox.html }).from(outbox).where(eq(outbox.to_address, en.email));
    expect(html?.html).toContain('Hi Emma &lt;b&gt;,');

    const [esMail] = await mailsTo(db(), es.email);
    expect(esMail?.subject).toBe('Tu profesor ha cancelado tu clase');
    expect(esMail?.body.replace(/\u00a0/g, ' ')).toContain(
      '«Small talk at work» del vie, 27 nov 2026 a las 3:30 a. m. America/Mexico_City (GMT-06:00). No se te cobró nada',
    );

    // Handled once: draining again mails nobody twice.
    await drain();
    expect(await mailsTo(db(), en.email)).toHaveLength(1);
  });

  it("CourseCancelled by the auto-cancel: the course seat gets the course mail; a course student's unpaid class seat no second one; a single-class seat its class mail", async () => {
    const teacher = await makeTeacher(db(), app(), { now: NOW });
    const topicId = await makeCourseTopic(db(), { teacherId: teacher.userId, now: NOW });
    const course = await makeCourse(db(), { teacherId: teacher.userId, topicId, now: NOW, startsIn: 7 * DAY_MS });
    const member = await student({ zone: 'Asia/Tokyo', isAm: 1 });
    const walkIn = await student();
    const [courseSeat] = await db()
      .insert(courseStudents)
      .values({
        course_id: course.courseId,
        student_id: member.userId,
        status: 'Cancelled',
        created_at: new Date(NOW),
        updated_at: new Date(NOW),
      })
      .returning({ id: courseStudents.id });
    if (!courseSeat) throw new Error('no course seat');
    const firstClass = course.classIds[0] ?? 0;
    const memberClassSeat = await classSeat(firstClass, member.userId);
    const walkInSeat = await classSeat(firstClass, walkIn.userId);
    await record([
      {
        type: 'CourseCancelled',
        courseId: course.courseId,
        by: 'system',
        refunds: [
          { studentId: member.userId, seatId: memberClassSeat, seatKind: 'class', amountCents: 0 },
          { studentId: walkIn.userId, seatId: walkInSeat, seatKind: 'class', amountCents: 1000 },
          { studentId: member.userId, seatId: courseSeat.id, seatKind: 'course', amountCents: 0 },
        ],
      },
    ]);
    await drain();

    const memberMails = await mailsTo(db(), member.email);
    expect(memberMails.map((m) => m.subject)).toEqual(['Your course was cancelled: not enough students']);
    expect(memberMails[0]?.link).toBe(`${PUBLIC_URL}/group-course/order/${courseSeat.id}`);
    expect(memberMails[0]?.body).toContain(
      'Your course “Business English in 4 weeks” on Fri, Nov 27, 2026 at 6:30 PM Asia/Tokyo (GMT+09:00) was cancelled because not enough students signed up. Nothing was charged for it, so there is nothing to refund.',
    );
    const walkInMails = await mailsTo(db(), walkIn.email);
    expect(walkInMails.map((m) => m.subject)).toEqual(['Your class was cancelled: not enough students']);
    expect(walkInMails[0]?.body).toContain(
      'Your class “Week 1” on Fri, Nov 27, 2026 at 10:30 Europe/Berlin (GMT+01:00) was cancelled because not enough students signed up. $10.00 is back in your wallet.',
    );
  });

  it("LessonCancelled by staff: the lesson named by its language, linking to the past tab of My classes; a student's own cancel is no such event", async () => {
    const teacher = await makeTeacher(db(), app(), { now: NOW });
    const learner = await student({ locale: 'es', zone: 'Europe/Madrid' });
    const [lesson] = await db()
      .insert(lessons)
      .values({
        teacher_id: teacher.userId,
        student_id: learner.userId,
        language: 'spanish',
        start_time: new Date(NOW + 7 * DAY_MS),
        duration: 30,
        is_trial: false,
        price: 2500,
        status: 'CANCELLED',
        created_at: new Date(NOW),
        updated_at: new Date(NOW),
      })
      .returning({ id: lessons.id });
    if (!lesson) throw new Error('no lesson');
    await record([
      {
        type: 'LessonCancelled',
        lessonId: lesson.id,
        by: 'staff',
        refunds: [{ studentId: learner.userId, seatId: lesson.id, seatKind: 'lesson', amountCents: 2500 }],
      },
      {
        type: 'LessonCancelled',
        lessonId: lesson.id,
        by: 'student',
        refunds: [{ studentId: learner.userId, seatId: lesson.id, seatKind: 'lesson', amountCents: 2500 }],
      },
    ]);
    await drain();
    const [mail, ...more] = await mailsTo(db(), learner.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Nuestro equipo ha cancelado tu clase particular');
    expect(mail?.link).toBe(`${PUBLIC_URL}/my-classes?tab=past`);
    expect(mail?.body.replace(/\u00a0/g, ' ')).toContain(
      'Nuestro equipo ha cancelado tu clase particular «Clase de español» del vie, 27 nov 2026 a las 10:30 Europe/Madrid (GMT+01:00). Te hemos devuelto 25,00 US$ al monedero.',
    );
  });

  it("EmailConfirmationRequested: the confirmation link on PUBLIC_URL, in the user's language, written only once the worker runs", async () => {
    const user = await student({ locale: 'es' });
    await requestEmailConfirmation({ db: db(), userId: user.userId, now: NOW });
    // Read the table itself: mailsTo runs the handlers first.
    expect(await db().select().from(outbox).where(eq(outbox.to_address, user.email))).toEqual([]);
    await drain();
    const [mail] = await mailsTo(db(), user.email);
    expect(mail?.subject).toBe('Confirma tu dirección de correo');
    expect(mail?.link).toMatch(/^https:\/\/learn\.example\/confirm-email\?token=[\w-]+$/);
    expect(mail?.body).toContain(mail?.link ?? 'no link');
  });
});
