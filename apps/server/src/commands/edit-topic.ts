import { decideTopicEdit, splitTopicOutcomes, type TopicDraft } from '@app/domain';
import { and, eq, gt, inArray, isNull, ne } from 'drizzle-orm';
import { groupClasses, topics } from '../db/schema-catalog';
import { AppError } from '../errors/app-error';
import type { DomainEvent } from '../outbox/domain-events';
import { recordEvents } from '../outbox/record-events';
import { assertNotArchived, loadOwnTopic, loadTopicClasses, type TopicRow } from '../teaching/topic-facts';
import type { CommandInput, CommandResult } from './command';
import { assertValidDraft, draftColumns, type TeacherActor } from './create-topic';

/** The draft fields that differ from the topic as stored. */
function changedFields(topic: TopicRow, draft: TopicDraft): (keyof TopicDraft)[] {
  const before: TopicDraft = { ...topic, outcomes: splitTopicOutcomes(topic.outcome_desc) };
  const columns = draftColumns(draft);
  const after: TopicDraft = { ...draft, ...columns, outcomes: splitTopicOutcomes(columns.outcome_desc) };
  return (Object.keys(after) as (keyof TopicDraft)[]).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
}

/**
 * Issue 14 "edit ... a topic. A topic with booked classes keeps what students paid for". Locks the
 * topic, then its courses and classes in id order (DESIGN's lock order), re-reads the seats under
 * the locks, and asks decideTopicEdit: a refused change is a 409 TopicEditLocked naming the field.
 * An allowed edit writes the topic and carries title, price and capacity to the upcoming single
 * classes of it (not started, not cancelled, not of a course; docs/teaching-topics.md), so a
 * student booking after the edit pays the new price, and one who booked before keeps theirs (a
 * booking holds the class lock: it either commits first, and the edit is refused, or waits).
 */
export async function editTopic({
  tx,
  actor,
  now,
  topicId,
  draft,
}: CommandInput<TeacherActor> & { topicId: number; draft: TopicDraft }): Promise<CommandResult & { topic: TopicRow }> {
  const before = await loadOwnTopic(tx, { topicId, teacherId: actor.userId, lock: true });
  assertNotArchived(before);
  await assertValidDraft(tx, { draft, teacherId: actor.userId });
  const classes = await loadTopicClasses(tx, { topicId, lock: true });
  const decision = decideTopicEdit({ before, changes: draft, classes: classes.map((c) => c.facts), now });
  if (decision.outcome === 'locked') throw new AppError('TopicEditLocked', decision.message, decision.refusals[0]?.field);

  const fields = changedFields(before, draft);
  const [topic] = await tx
    .update(topics)
    .set({ ...draftColumns(draft), updated_at: new Date(now) })
    .where(eq(topics.id, topicId))
    .returning();
  if (!topic) throw new Error('Topic update returned nothing');

  const upcoming = classes
    .filter(({ row }) => row.course_id === null && row.status !== 'CANCELLED' && row.start_time.getTime() > now)
    .map(({ row }) => row.id);
  let classesUpdated = 0;
  if (upcoming.length > 0 && fields.some((f) => f === 'title' || f === 'price' || f === 'student_capacity')) {
    const updated = await tx
      .update(groupClasses)
      .set({ title: topic.title, price: topic.price, student_capacity: topic.student_capacity })
      .where(
        and(
          inArray(groupClasses.id, upcoming),
          isNull(groupClasses.course_id),
          ne(groupClasses.status, 'CANCELLED'),
          gt(groupClasses.start_time, new Date(now)),
        ),
      )
      .returning({ id: groupClasses.id });
    classesUpdated = updated.length;
  }
  const events: DomainEvent[] = [{ type: 'TopicEdited', topicId, fields, classesUpdated }];
  await recordEvents(tx, { events, now });
  return { events, topic };
}
