import fc from 'fast-check';
import { count } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { courses, courseStudents, groupClassStudents, ledgerEntries } from '../db/schema-catalog';
import { createAgent } from '../testing/agent';
import { makeCourse, makeCourseTopic } from '../testing/course-fixtures';
import { describeEachDatabase } from '../testing/databases';
import { makeTeacher, makeUser } from '../testing/fixtures';
import { createTestApp } from '../testing/test-app';

const NOW = Date.UTC(2026, 2, 10, 12);
const RUNS = 40;

/** Path segments and values that include `%`, U+0000, numbers out of range and SQL text. */
const nasty = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 24 }),
  fc.constantFrom('', ' ', '%', '0', '-1', '1.5', '1e3', '9'.repeat(30), '\u0000', '1; drop table courses; --', 'null'),
);
const junk = fc.oneof(nasty, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.jsonValue({ maxDepth: 2 }));

describeEachDatabase('course routes: random input is never a 500 and changes nothing', (ctx) => {
  it('random ids, query strings and bodies answer 2xx/4xx and never move a seat or a cent', async () => {
    const { app } = createTestApp(ctx.database, NOW);
    const db = ctx.database.db;
    const teacher = await makeTeacher(db, app, { now: NOW });
    const topicId = await makeCourseTopic(db, { teacherId: teacher.userId, now: NOW });
    const course = await makeCourse(db, { teacherId: teacher.userId, topicId, now: NOW });
    // No credit: a BOOK that gets through every check still stops at the balance (402), so nothing may change.
    const student = await makeUser(db, app, { now: NOW });
    const snapshot = async () =>
      Promise.all(
        [courses, courseStudents, groupClassStudents, ledgerEntries].map(async (t) => (await db.select({ n: count() }).from(t))[0]?.n),
      );
    const before = await snapshot();

    const id = fc.oneof(
      nasty.map(encodeURIComponent),
      fc.constantFrom(String(course.courseId), '%', '%zz', '%E0%A4%A'),
      fc.integer({ min: -5, max: 2 ** 40 }).map(String),
    );
    const query = fc.array(fc.tuple(nasty, nasty), { maxLength: 4 }).map((pairs) => new URLSearchParams(pairs).toString());
    await fc.assert(
      fc.asyncProperty(
        id,
        query,
        fc.oneof(junk, fc.record({ booking_flow_id: junk }, { requiredKeys: [] })),
        fc.boolean(),
        async (courseId, qs, body, signedIn) => {
          const agent = signedIn ? student.agent : createAgent(app);
          for (const res of [
            await agent.get(`/api/v3/group_class/courses/${courseId}?${qs}`),
            await agent.get(`/api/v2/group_class/courses/${courseId}/check_book_status?${qs}`),
            await agent.get(`/api/v3/group_class/course_orders/${courseId}?${qs}`),
            await agent.post(`/api/v3/group_class/courses/${courseId}/actions/BOOK?${qs}`, body),
            await agent.post(`/api/v3/group_class/courses/${courseId}/actions/CANCEL?${qs}`, body),
          ]) {
            expect(res.status).toBeLessThan(500);
            expect(res.headers.get('content-type')).toContain('application/json');
          }
        },
      ),
      { numRuns: RUNS },
    );
    expect(await snapshot()).toEqual(before);
  });
});
