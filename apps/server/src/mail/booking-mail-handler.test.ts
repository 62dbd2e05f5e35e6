import { DAY_MS, DEFAULT_PLATFORM_COMMISSION_BPS, HOUR_MS, readInZone } from '@app/domain';
import { asc, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { bookClass } from '../commands/book-class';
import { bookCourse } from '../commands/book-course';
import { bookLesson } from '../commands/book-lesson';
import { cancelBooking } from '../commands/cancel-booking';
import { SYSTEM } from '../commands/command';
import { outbox, users } from '../db/schema-accounts';
import { makeCourse, makeCourseTopic } from '../testing/course-fixtures';
import { describeEachDatabase } from '../testing/databases';
import { drainTestEvents } from '../testing/drain';
import { makeClass, makeTeacher, makeUser } from '../testing/fixtures';
import { lessonBody, makeLessonTeacher } from '../testing/lesson-fixtures';
import { parseIcs } from '../testing/parse-ics';
import { setMailPreferences } from '../commands/set-mail-preferences';
import { createTestApp } from '../testing/test-app';

// Sunday 15 March 2026, 09:00 UTC: a week before the course below crosses Madrid's clock change (29 March).
const NOW = Date.UTC(2026, 2, 15, 9);
const PUBLIC_URL = 'https://learn.example';
const commissionBps = DEFAULT_PLATFORM_COMMISSION_BPS;

describeEachDatabase('booking mails (issue 15: confirmations with a calendar file, the teacher told, drops, low enrolment)', (ctx) => {
  const db = () => ctx.database.db;
  const app = () => createTestApp(ctx.database, NOW).app;
  const drain = (now = NOW) => drainTestEvents(db(), { now, publicUrl: PUBLIC_URL });
  const rowsTo = (email: string) => db().select().from(outbox).where(eq(outbox.to_address, email)).orderBy(asc(outbox.id));
  const person = async <T extends { userId: number; email: string }>(
    made: T,
    { nickname, locale = 'en', zone = 'Europe/Berlin', isAm = 0 }: { nickname: string; locale?: 'en' | 'es'; zone?: string; isAm?: number },
  ): Promise<T> => {
    await db().update(users).set({ nickname, locale, timezone_iana: zone, is_am: isAm }).where(eq(users.user_id, made.userId));
    return made;
  };

  it("SeatBooked: the student's confirmation with the class's .ics attached (its zone, its wall time), and the teacher's notice with spots taken", async () => {
    const teacher = await person(await makeTeacher(db(), app(), { now: NOW }), { nickname: 'Lucía', zone: 'America/New_York', isAm: 1 });
    const cls = await makeClass(db(), {
      teacherId: teacher.userId,
      topicId: teacher.topicId,
      now: NOW,
      startsIn: 3 * DAY_MS,
    });
    const student = await person(await makeUser(db(), app(), { now: NOW, credit: 5_000 }), { nickname: 'Emma' });
    const { seat } = await db().transaction((tx) =>
      bookClass({ tx, actor: { kind: 'student', userId: student.userId }, now: NOW, classId: cls.classId, commissionBps }),
    );
    // Nothing is written before the handlers run.
    expect(await rowsTo(student.email)).toEqual([]);
    expect(await drain()).toMatchObject({ failed: 0 });

    const [mail, ...more] = await rowsTo(student.email);
    expect(more).toEqual([]);
    const seatLink = `${PUBLIC_URL}/group-class-online/class/${cls.classId}?classID=${cls.classId}&studentBookedID=${seat.id}`;
    expect(mail?.subject).toBe("You're booked: “Small talk at work”");
    expect(mail?.link).toBe(seatLink);
    expect(mail?.body).toContain(
      'You booked the class “Small talk at work” with Lucía on Wed, Mar 18, 2026 at 10:00 Europe/Berlin (GMT+01:00). You paid $15.00.',
    );
    expect(mail?.body).toContain(`Join from 10 minutes before the start at ${PUBLIC_URL}/video-room/${cls.classId}`);
    expect(mail?.body).not.toContain('kp2026');
    expect(mail?.html).not.toContain('kp2026');
    const [file, ...moreFiles] = mail?.attachments ?? [];
    expect(moreFiles).toEqual([]);
    expect(file).toMatchObject({ filename: `class-${cls.classId}.ics`, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' });
    const ics = parseIcs(file?.content ?? '');
    expect(ics.zones).toEqual(['Europe/Berlin']);
    expect(ics.events).toHaveLength(1);
    expect(ics.events[0]).toMatchObject({
      tzid: 'Europe/Berlin',
      localStart: '10:00',
      start: cls.start,
      status: 'CONFIRMED',
      location: `${PUBLIC_URL}/video-room/${cls.classId}`,
    });
    expect(file?.content).not.toContain('kp2026');

    const [notice, ...moreNotices] = await rowsTo(teacher.email);
    expect(moreNotices).toEqual([]);
    expect(notice?.subject).toBe('New booking in your class');
    // Her own calendar file of the class, with the UID of her feed's event (a later booking updates it).
    const [teaching, ...moreTeaching] = notice?.attachments ?? [];
    expect(moreTeaching).toEqual([]);
    expect(teaching?.filename).toBe(`class-${cls.classId}.ics`);
    const teacherIcs = parseIcs(teaching?.content ?? '');
    expect(teacherIcs.events.map((e) => [e.uid.split('@')[0], e.tzid, e.start])).toEqual([
      [`teach-class-${cls.classId}`, 'America/New_York', cls.start],
    ]);
    expect(notice?.body).toContain(
      'Emma booked your class “Small talk at work” on Wed, Mar 18, 2026 at 5:00 AM America/New_York (GMT-04:00). 1 of 6 spots are taken.',
    );

    // Handled once.
    await drain();
    expect(await rowsTo(student.email)).toHaveLength(1);

    // Her own drop: one mail with the refund.
    await db().transaction((tx) =>
      cancelBooking({ tx, actor: { kind: 'student', userId: student.userId }, now: NOW, target: { classId: cls.classId } }),
    );
    await drain();
    const dropped = (await rowsTo(student.email))[1];
    expect(dropped?.subject).toBe('You dropped the class');
    expect(dropped?.body).toContain(
      'You dropped the class “Small talk at work” on Wed, Mar 18, 2026 at 10:00 Europe/Berlin (GMT+01:00). $15.00 is back in your wallet.',
    );
  });

  it("a teacher who switched 'new booking' mails off in /settings gets no notice; the student's confirmation still goes", async () => {
    const teacher = await person(await makeTeacher(db(), app(), { now: NOW }), { nickname: 'Quiet' });
    await db().transaction((tx) =>
      setMailPreferences({ tx, actor: { kind: 'teacher', userId: teacher.userId }, now: NOW, preferences: { teacher_new_booking: false } }),
    );
    const cls = await makeClass(db(), { teacherId: teacher.userId, topicId: teacher.topicId, now: NOW, startsIn: 3 * DAY_MS });
    const student = await person(await makeUser(db(), app(), { now: NOW, credit: 5_000 }), { nickname: 'Emma' });
    await db().transaction((tx) =>
      bookClass({ tx, actor: { kind: 'student', userId: student.userId }, now: NOW, classId: cls.classId, commissionBps }),
    );
    expect(await drain()).toMatchObject({ failed: 0 });
    expect(await rowsTo(teacher.email)).toEqual([]);
    expect(await rowsTo(student.email)).toHaveLength(1);
  });

  it('CourseSeatBooked across a clock change: every class in the .ics, and the confirmation says the new local time, in Spanish', async () => {
    const teacher = await person(await makeTeacher(db(), app(), { now: NOW }), { nickname: 'Lucía', zone: 'UTC' });
    const topicId = await makeCourseTopic(db(), { teacherId: teacher.userId, now: NOW });
    // Sundays 08:00 UTC from 22 March: 09:00 in Madrid, then 10:00 from 29 March.
    const course = await makeCourse(db(), { teacherId: teacher.userId, topicId, now: NOW, startsIn: 7 * DAY_MS - HOUR_MS, price: 1000 });
    const student = await person(await makeUser(db(), app(), { now: NOW, credit: 5_000 }), {
      nickname: 'Marta',
      locale: 'es',
      zone: 'Europe/Madrid',
    });
    const { seat } = await db().transaction((tx) =>
      bookCourse({ tx, actor: { kind: 'student', userId: student.userId }, now: NOW, courseId: course.courseId, commissionBps }),
    );
    await drain();
    const [mail] = await rowsTo(student.email);
    expect(mail?.subject).toBe('Te has apuntado al curso «Business English in 4 weeks»');
    expect(mail?.link).toBe(`${PUBLIC_URL}/group-course/order/${seat.id}`);
    const text = mail?.body.replace(/\u00a0/g, ' ') ?? '';
    expect(text).toContain('Desde el 29 de marzo este curso empieza a las 10:00 en tu hora, porque cambia la hora.');
    for (const id of course.classIds) expect(text).toContain(`${PUBLIC_URL}/video-room/${id}`);
    const ics = parseIcs(mail?.attachments[0]?.content ?? '');
    expect(mail?.attachments[0]?.filename).toBe(`course-${course.courseId}.ics`);
    expect(ics.events.map((e) => [e.tzid, e.localStart, e.start])).toEqual(
      course.classes.map((c) => ['Europe/Madrid', readInZone({ instant: c.start, zone: 'Europe/Madrid' }).local_time, c.start]),
    );
    expect(ics.events.map((e) => e.localStart)).toEqual(['09:00', '10:00', '10:00']);

    const [notice] = await rowsTo(teacher.email);
    expect(notice?.subject).toBe('A student joined your course');
    expect(notice?.body).toContain('1 of 4 spots are taken. It runs with at least 1 student.');
  });

  it('LessonBooked: the confirmation with the lesson .ics; the teacher told', async () => {
    const teacher = await makeLessonTeacher(db(), app(), { now: NOW });
    const student = await person(await makeUser(db(), app(), { now: NOW, credit: 5_000 }), { nickname: 'Emma', zone: 'Asia/Tokyo' });
    const { lesson } = await db().transaction((tx) =>
      bookLesson({
        tx,
        actor: { kind: 'student', userId: student.userId },
        now: NOW,
        commissionBps,
        request: { ...lessonBody({ teacherId: teacher.userId, language: teacher.language, start: teacher.block }), instant_book: false },
      }),
    );
    await drain();
    const [mail] = await rowsTo(student.email);
    expect(mail?.subject).toMatch(/^Your lesson is booked: /);
    expect(mail?.body).toContain(`Join from 10 minutes before the start at ${PUBLIC_URL}/video-room/lesson-${lesson.id}`);
    const ics = parseIcs(mail?.attachments[0]?.content ?? '');
    expect(ics.events.map((e) => [e.uid.split('@')[0], e.tzid, e.start])).toEqual([[`lesson-${lesson.id}`, 'Asia/Tokyo', teacher.block]]);
    const teacherEmail = (await db().select({ email: users.email }).from(users).where(eq(users.user_id, teacher.userId)))[0]?.email ?? '';
    const teacherMails = await rowsTo(teacherEmail);
    expect(teacherMails.map((m) => m.subject)).toEqual(['New lesson booked']);
    expect(parseIcs(teacherMails[0]?.attachments[0]?.content ?? '').events.map((e) => e.uid.split('@')[0])).toEqual([
      `teach-lesson-${lesson.id}`,
    ]);
  });

  it("CourseCancelled by the system (low enrolment): the teacher's mail; a teacher's own cancel sends her none", async () => {
    const teacher = await person(await makeTeacher(db(), app(), { now: NOW }), { nickname: 'Lucía' });
    const topicId = await makeCourseTopic(db(), { teacherId: teacher.userId, now: NOW });
    const course = await makeCourse(db(), { teacherId: teacher.userId, topicId, now: NOW, startsIn: 7 * DAY_MS, minSpots: 3 });
    const student = await makeUser(db(), app(), { now: NOW, credit: 5_000 });
    await db().transaction((tx) =>
      bookCourse({ tx, actor: { kind: 'student', userId: student.userId }, now: NOW, courseId: course.courseId, commissionBps }),
    );
    const due = course.start - DAY_MS;
    const done = await db().transaction((tx) => cancelBooking({ tx, actor: SYSTEM, now: due, target: { courseId: course.courseId } }));
    expect(done.kind).toBe('course');
    await drain(due);
    const subjects = (await rowsTo(teacher.email)).map((m) => m.subject);
    expect(subjects).toEqual(['A student joined your course', 'Your course was cancelled: not enough students']);
    expect((await rowsTo(teacher.email))[1]?.body).toContain(
      'Your course “Business English in 4 weeks” starting Sun, Mar 22, 2026 at 10:00 Europe/Berlin (GMT+01:00) was cancelled automatically 24 hours before its start: 1 of the 3 students it needs had joined.',
    );

    const other = await makeCourse(db(), { teacherId: teacher.userId, topicId, now: NOW, startsIn: 14 * DAY_MS });
    await db().transaction((tx) =>
      cancelBooking({ tx, actor: { kind: 'teacher', userId: teacher.userId }, now: NOW, target: { courseId: other.courseId } }),
    );
    await drain();
    expect(await rowsTo(teacher.email)).toHaveLength(2);
  });
});
