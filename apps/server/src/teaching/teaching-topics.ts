import { type TeachingTopic, teacherMaterialUrl, type TopicFormOptions } from '@app/api';
import { isBookedUpcomingClass, splitTopicOutcomes, TOPIC_STATUSES, type TopicStatus } from '@app/domain';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { attachments, topics } from '../db/schema-catalog';
import type { Tx } from '../money/ledger';
import { type AttachmentRow, loadOwnTopic, loadTopicClasses, loadTopicFormOptions, type TopicRow } from './topic-facts';

const toStatus = (status: string): TopicStatus => (TOPIC_STATUSES as readonly string[]).find((s) => s === status) as TopicStatus;

/** A topic as its teacher sees it: the form's fields, the files, and what locks it (isBookedUpcomingClass). */
export async function toTeachingTopic(
  tx: Tx,
  topic: TopicRow,
  { now, materials }: { now: number; materials?: AttachmentRow[] },
): Promise<TeachingTopic> {
  const classes = await loadTopicClasses(tx, { topicId: topic.id });
  const live = classes.filter(({ row }) => row.status !== 'CANCELLED' && row.end_time.getTime() > now);
  const booked = classes.filter(({ facts }) => isBookedUpcomingClass(facts, now));
  const files = materials ?? (await tx.select().from(attachments).where(eq(attachments.topic_id, topic.id)).orderBy(asc(attachments.id)));
  return {
    id: topic.id,
    title: topic.title,
    description: topic.description,
    outcomes: splitTopicOutcomes(topic.outcome_desc),
    language: topic.language,
    language_level: topic.language_level,
    category: topic.category,
    tag: topic.tag,
    duration: topic.duration,
    student_capacity: topic.student_capacity,
    price: topic.price,
    status: toStatus(topic.status),
    intro_cover: topic.intro_cover,
    has_uploaded_cover: topic.cover_key !== null,
    created_at: topic.created_at.toISOString(),
    materials: files.map((f) => ({
      id: f.id,
      file_name: f.file_name,
      content_type: f.content_type,
      byte_size: f.byte_size,
      file_url: teacherMaterialUrl({ topicId: topic.id, materialId: f.id }),
    })),
    upcoming_classes: live.length,
    booked_classes: booked.length,
    max_booked: Math.max(0, ...booked.map(({ facts }) => facts.bookedCount)),
  };
}

/** GET /v1/teaching/topics: the teacher's topics, newest first, with the form options. */
export async function listTeacherTopics(db: Db, { teacherId, now }: { teacherId: number; now: number }) {
  const rows = await db.select().from(topics).where(eq(topics.teacher_id, teacherId)).orderBy(desc(topics.created_at), desc(topics.id));
  const files = rows.length
    ? await db
        .select()
        .from(attachments)
        .where(
          inArray(
            attachments.topic_id,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(attachments.id))
    : [];
  const list = await Promise.all(
    rows.map((row) => toTeachingTopic(db, row, { now, materials: files.filter((f) => f.topic_id === row.id) })),
  );
  return { topics: list, options: await loadTopicFormOptions(db, teacherId) };
}

/** GET /v1/teaching/topics/:id: one of the teacher's topics (404 for anyone else's). */
export async function getTeacherTopic(
  db: Db,
  { topicId, teacherId, now }: { topicId: number; teacherId: number; now: number },
): Promise<{ topic: TeachingTopic; options: TopicFormOptions }> {
  const row = await loadOwnTopic(db, { topicId, teacherId });
  return { topic: await toTeachingTopic(db, row, { now }), options: await loadTopicFormOptions(db, teacherId) };
}
