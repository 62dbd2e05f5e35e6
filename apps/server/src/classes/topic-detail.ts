import type { CourseTopicInfo, TopicDetail } from '@app/api';
import { getCoursePrice } from '@app/domain';
import { and, asc, desc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { courses, groupClasses, teachers, topics } from '../db/schema-catalog';
import { notFoundError } from '../errors/app-error';
import { LISTED_TOPIC_STATUS, OPEN_COURSE_STATUSES } from '../search/search-filter';
import { toTeacherVideo } from '../teachers/teacher-video';
import { loadTeacherInfo, toGroupTopic } from './class-detail';

/**
 * The group of a course topic that speaks for it on the topic page: the next one still open for
 * joining (open status, not started), else the one that started last. Null when it has none.
 */
async function loadCourseTopicInfo(db: Db, { topicId, now }: { topicId: number; now: number }): Promise<CourseTopicInfo | null> {
  const [open] = await db
    .select()
    .from(courses)
    .where(and(eq(courses.topic_id, topicId), inArray(courses.status, OPEN_COURSE_STATUSES), gt(courses.start_time, new Date(now))))
    .orderBy(asc(courses.start_time), asc(courses.id))
    .limit(1);
  const course =
    open ??
    (await db.select().from(courses).where(eq(courses.topic_id, topicId)).orderBy(desc(courses.start_time), desc(courses.id)).limit(1))[0];
  if (!course) return null;
  const outlines = await db
    .select({ class_index: groupClasses.class_index, class_title: groupClasses.title, description: groupClasses.intro })
    .from(groupClasses)
    .where(eq(groupClasses.course_id, course.id))
    .orderBy(asc(groupClasses.class_index), asc(groupClasses.start_time), asc(groupClasses.id));
  return {
    course_id: course.id,
    class_amount: course.class_amount,
    price: course.price,
    course_price: getCoursePrice(course),
    min_spots: course.min_spots,
    max_spots: course.max_spots,
    outcomes: course.outcomes,
    outlines,
  };
}

/**
 * `GET /v1/group_topics/{id}`: a listed topic (APPROVE) with its teacher (the class page's
 * `teacher_info`) and teacher video; a course topic also carries its course facts. Any other id: 404.
 */
export async function loadTopicDetail(db: Db, { topicId, now }: { topicId: number; now: number }): Promise<TopicDetail> {
  const [topic] = await db
    .select()
    .from(topics)
    .where(and(eq(topics.id, topicId), eq(topics.status, LISTED_TOPIC_STATUS)));
  if (!topic) throw notFoundError('Topic');
  const [teacher] = await db
    .select({ video_url: teachers.video_url, video_pic_url: teachers.video_pic_url })
    .from(teachers)
    .where(eq(teachers.user_id, topic.teacher_id));
  if (!teacher) throw notFoundError('Topic');
  return {
    group_topic: toGroupTopic(topic),
    teacher_info: await loadTeacherInfo(db, topic.teacher_id),
    teacher_video: toTeacherVideo(teacher),
    kind: topic.is_course ? 'course' : 'class',
    course: topic.is_course ? await loadCourseTopicInfo(db, { topicId, now }) : null,
  };
}
