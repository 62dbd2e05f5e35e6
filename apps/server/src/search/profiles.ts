import type { UserProfile } from '@app/api';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { users } from '../db/schema-accounts';

/** Public profile fields of these users, in the order asked, each once; unknown ids are left out. */
export async function loadProfiles(
  db: Db,
  userIds: readonly number[],
): Promise<{ user_id: number; nickname: string; avatar_file_name: string | null }[]> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return [];
  const rows = await db
    .select({ user_id: users.user_id, nickname: users.nickname, avatar_file_name: users.avatar_file_name })
    .from(users)
    .where(inArray(users.user_id, ids));
  const byId = new Map(rows.map((r) => [r.user_id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}

/** One user's public profile (000 §7), or null. */
export async function loadProfile(db: Db, userId: number): Promise<UserProfile | null> {
  const [row] = await db
    .select({
      user_id: users.user_id,
      nickname: users.nickname,
      avatar_file_name: users.avatar_file_name,
      origin_country_id: users.origin_country_id,
    })
    .from(users)
    .where(eq(users.user_id, userId));
  return row ?? null;
}
