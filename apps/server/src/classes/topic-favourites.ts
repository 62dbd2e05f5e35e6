import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { topics } from '../db/schema-catalog';
import { topicFavourites } from '../db/schema-discovery';
import { notFoundError } from '../errors/app-error';
import { LISTED_TOPIC_STATUS } from '../search/search-filter';

/**
 * Saves (`favour: true`) or unsaves a topic for the user. Idempotent: saving twice keeps one row
 * (and its first `created_at`), unsaving a missing one changes nothing. Only a listed topic can be
 * saved; any existing topic can be unsaved, so a saved topic the teacher archived can still go.
 * Unknown topic: 404.
 */
export async function setTopicFavourite(
  db: Db,
  { userId, topicId, favour, now }: { userId: number; topicId: number; favour: boolean; now: number },
) {
  const [topic] = await db.select({ status: topics.status }).from(topics).where(eq(topics.id, topicId));
  if (!topic || (favour && topic.status !== LISTED_TOPIC_STATUS)) throw notFoundError('Topic');
  if (favour) {
    await db
      .insert(topicFavourites)
      .values({ user_id: userId, topic_id: topicId, created_at: new Date(now) })
      .onConflictDoNothing();
  } else {
    await db.delete(topicFavourites).where(and(eq(topicFavourites.user_id, userId), eq(topicFavourites.topic_id, topicId)));
  }
  return { topic_id: topicId, is_favor: favour };
}
