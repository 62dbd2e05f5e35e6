import { and, eq } from 'drizzle-orm';
import { topics } from '../db/schema-catalog';
import { topicFavourites } from '../db/schema-discovery';
import { notFoundError } from '../errors/app-error';
import type { DomainEvent } from '../outbox/domain-events';
import { recordEvents } from '../outbox/record-events';
import { LISTED_TOPIC_STATUS } from '../search/search-filter';
import type { CommandInput, CommandResult, UserActor } from './command';

/**
 * The user saves (`favour: true`) or unsaves a topic. Idempotent: saving twice keeps one row (and
 * its first `created_at`), unsaving a missing one changes nothing (and records no event). Only a
 * listed topic can be saved; any existing topic can be unsaved, so a saved topic the teacher
 * archived can still go. Unknown topic: 404.
 */
export async function favouriteTopic({
  tx,
  actor,
  now,
  topicId,
  favour,
}: CommandInput<UserActor> & { topicId: number; favour: boolean }): Promise<CommandResult & { topic_id: number; is_favor: boolean }> {
  const [topic] = await tx.select({ status: topics.status }).from(topics).where(eq(topics.id, topicId));
  if (!topic || (favour && topic.status !== LISTED_TOPIC_STATUS)) throw notFoundError('Topic');
  const changed = favour
    ? await tx
        .insert(topicFavourites)
        .values({ user_id: actor.userId, topic_id: topicId, created_at: new Date(now) })
        .onConflictDoNothing()
        .returning({ topicId: topicFavourites.topic_id })
    : await tx
        .delete(topicFavourites)
        .where(and(eq(topicFavourites.user_id, actor.userId), eq(topicFavourites.topic_id, topicId)))
        .returning({ topicId: topicFavourites.topic_id });
  const events: DomainEvent[] =
    changed.length === 0 ? [] : [{ type: 'TopicFavouriteSet', userId: actor.userId, topicId, favoured: favour }];
  await recordEvents(tx, { events, now });
  return { events, topic_id: topicId, is_favor: favour };
}
