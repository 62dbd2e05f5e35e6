import { TeachingTopicCoursesResponseSchema } from '@app/api';
import { DAY_MS } from '@app/domain';
import { expect, it } from 'vitest';
import { makeCourse, makeCourseTopic } from '../testing/course-fixtures';
import { describeEachDatabase } from '../testing/databases';
import { makeTeacher, makeUser } from '../testing/fixtures';
import { createTestApp } from '../testing/test-app';

const NOW = Date.UTC(2026, 2, 10, 12);

describeEachDatabase("GET /v1/teaching/topics/:id/courses: the teacher's own courses of her topic (issue 14 course page)", (ctx) => {
  it('lists her courses of the topic soonest first, with their classes and course students; 404 to another teacher', async () => {
    const { app } = createTestApp(ctx.database, NOW);
    const db = ctx.database.db;
    const teacher = await makeTeacher(db, app, { now: NOW });
    const topicId = await makeCourseTopic(db, { teacherId: teacher.userId, now: NOW });
    const later = await makeCourse(db, { teacherId: teacher.userId, topicId, now: NOW, startsIn: 14 * DAY_MS, classCount: 2 });
    const sooner = await makeCourse(db, { teacherId: teacher.userId, topicId, now: NOW, startsIn: 3 * DAY_MS, classCount: 3, maxSpots: 4 });
    const student = await makeUser(db, app, { now: NOW, credit: 50_000 });
    expect((await student.agent.post(`/api/v3/group_class/courses/${sooner.courseId}/actions/BOOK`, {})).status).toBe(200);

    const res = await teacher.agent.get(`/api/v1/teaching/topics/${topicId}/courses`);
    expect(res.status).toBe(200);
    const { courses } = TeachingTopicCoursesResponseSchema.parse(await res.json()).data;
    expect(courses.map((c) => c.id)).toEqual([sooner.courseId, later.courseId]);
    expect(courses[0]?.outlines.map((o) => o.group_class_id)).toEqual(sooner.classIds);
    expect(courses[0]?.course_students.map((s) => [s.student_id, s.status])).toEqual([[student.userId, 'Scheduled']]);
    expect(courses[1]?.course_students).toEqual([]);

    const other = await makeTeacher(db, app, { now: NOW });
    const refused = await other.agent.get(`/api/v1/teaching/topics/${topicId}/courses`);
    expect(refused.status).toBe(404);
    expect((await student.agent.get(`/api/v1/teaching/topics/${topicId}/courses`)).status).toBe(403);
  });
});
