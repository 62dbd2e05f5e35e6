import type { ConversationPeer } from '@app/api';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { users } from '../db/schema-accounts';
import { teachers } from '../db/schema-catalog';
import type { Tx } from '../money/ledger';

/** The other person of a thread as the conversation page shows them, or null for an unknown id. */
export async function loadPeer(db: Db | Tx, userId: number): Promise<ConversationPeer | null> {
  const [row] = await db
    .select({
      user_id: users.user_id,
      nickname: users.nickname,
      avatar_file_name: users.avatar_file_name,
      origin_country_id: users.origin_country_id,
      teacher: teachers.user_id,
    })
    .from(users)
    .leftJoin(teachers, eq(teachers.user_id, users.user_id))
    .where(eq(users.user_id, userId));
  if (!row) return null;
  const { teacher, ...peer } = row;
  return { ...peer, is_teacher: teacher !== null };
}

/** A thread is stored once per pair, the smaller user id first. */
export function orderPair(a: number, b: number): { low: number; high: number } {
  return a < b ? { low: a, high: b } : { low: b, high: a };
}
