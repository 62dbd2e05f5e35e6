import { TOPIC_ARCHIVED_STATUS } from '@app/domain';
import { eq } from 'drizzle-orm';
import { topics } from '../db/schema-catalog';
import type { DomainEvent } from '../outbox/domain-events';
import { recordEvents } from '../outbox/record-events';
import { loadOwnTopic, type TopicRow } from '../teaching/topic-facts';
import type { CommandInput, CommandResult } from './command';
import type { TeacherActor } from './create-topic';

/**
 * Issue 14 "archive a topic": it leaves search (search lists APPROVE topics only) and cannot be
 * scheduled (isTopicSchedulable); its classes, booked or not, stay as they are. Archiving an
 * archived topic changes nothing and records no event.
 */
export async function archiveTopic({
  tx,
  actor,
  now,
  topicId,
}: CommandInput<TeacherActor> & { topicId: number }): Promise<CommandResult & { topic: TopicRow }> {
  const before = await loadOwnTopic(tx, { topicId, teacherId: actor.userId, lock: true });
  if (before.status === TOPIC_ARCHIVED_STATUS) return { events: [], topic: before };
  const [topic] = await tx
    .update(topics)
    .set({ status: TOPIC_ARCHIVED_STATUS, updated_at: new Date(now) })
    .where(eq(topics.id, topicId))
    .returning();
  if (!topic) throw new Error('Topic update returned nothing');
  const events: DomainEvent[] = [{ type: 'TopicArchived', topicId }];
  await recordEvents(tx, { events, now });
  return { events, topic };
}
