import type { TopicFormOptions } from '@app/api';
import { countTakenSeats, type TopicClassFacts } from '@app/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { attachments, courses, groupClasses, groupClassStudents, teacherLanguages, topics } from '../db/schema-catalog';
import { categories, tags } from '../db/schema-discovery';
import { AppError, notFoundError } from '../errors/app-error';
import type { Tx } from '../money/ledger';

export type TopicRow = typeof topics.$inferSelect;
export type AttachmentRow = typeof attachments.$inferSelect;

/** The topic, if `teacherId` teaches it; anyone else's topic is a 404, as if it did not exist. `lock` takes it FOR UPDATE. */
export async function loadOwnTopic(tx: Tx, { topicId, teacherId, lock = false }: { topicId: number; teacherId: number; lock?: boolean }) {
  const query = tx.select().from(topics).where(eq(topics.id, topicId));
  const [row] = lock ? await query.for('update') : await query;
  if (!row || row.teacher_id !== teacherId) throw notFoundError('Topic');
  return row;
}

/** Refuses a change to an archived topic. */
export function assertNotArchived(topic: Pick<TopicRow, 'status'>): void {
  if (topic.status === 'ARCHIVED') throw new AppError('TopicArchived', 'This topic is archived and can no longer be changed.');
}

/**
 * The topic's classes (its courses' classes included) with their taken seats, as decideTopicEdit
 * reads them. `lock`: the topic's courses, then its classes, FOR UPDATE in id order (DESIGN's lock
 * order: course, then classes), so no seat can be taken of them until the edit commits.
 */
export async function loadTopicClasses(tx: Tx, { topicId, lock = false }: { topicId: number; lock?: boolean }) {
  if (lock) await tx.select({ id: courses.id }).from(courses).where(eq(courses.topic_id, topicId)).orderBy(asc(courses.id)).for('update');
  const query = tx.select().from(groupClasses).where(eq(groupClasses.topic_id, topicId)).orderBy(asc(groupClasses.id));
  const rows = lock ? await query.for('update') : await query;
  const seats = rows.length
    ? await tx
        .select({
          group_class_id: groupClassStudents.group_class_id,
          student_id: groupClassStudents.student_id,
          status: groupClassStudents.status,
        })
        .from(groupClassStudents)
        .where(
          inArray(
            groupClassStudents.group_class_id,
            rows.map((r) => r.id),
          ),
        )
    : [];
  return rows.map((row) => {
    const facts: TopicClassFacts = {
      start_time: row.start_time,
      end_time: row.end_time,
      status: row.status,
      bookedCount: countTakenSeats(seats.filter((s) => s.group_class_id === row.id)),
    };
    return { row, facts };
  });
}

/** What the topic form offers a teacher: the languages they teach and the category-with-tags list (catalogue order). */
export async function loadTopicFormOptions(tx: Tx, teacherId: number): Promise<TopicFormOptions> {
  // One after another: `tx` may be a transaction (create-topic), whose reads share one connection.
  const languages = await tx
    .select({ language: teacherLanguages.language })
    .from(teacherLanguages)
    .where(and(eq(teacherLanguages.teacher_id, teacherId), eq(teacherLanguages.teaches, true)))
    .orderBy(asc(teacherLanguages.language));
  const categoryRows = await tx.select({ code: categories.code }).from(categories).orderBy(asc(categories.position), asc(categories.code));
  const tagRows = await tx
    .select({ code: tags.code, category_code: tags.category_code })
    .from(tags)
    .orderBy(asc(tags.position), asc(tags.code));
  return {
    languages: languages.map((l) => l.language),
    categories: categoryRows.map((c) => ({ code: c.code, tags: tagRows.filter((t) => t.category_code === c.code).map((t) => t.code) })),
  };
}

/** The form options as validateTopicDraft reads the catalogue (001 §3 `[categoryCode, ...tags]`). */
export const toCatalogue = (options: TopicFormOptions): [string, ...string[]][] => options.categories.map((c) => [c.code, ...c.tags]);

/** The topic's uploaded materials, oldest first. */
export async function loadTopicMaterials(tx: Tx, topicId: number): Promise<AttachmentRow[]> {
  return tx.select().from(attachments).where(eq(attachments.topic_id, topicId)).orderBy(asc(attachments.id));
}
