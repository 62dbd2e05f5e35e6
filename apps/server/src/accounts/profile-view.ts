import type { Profile } from '@app/api';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { userLanguages, users } from '../db/schema-accounts';
import { notFoundError } from '../errors/app-error';
import type { Tx } from '../money/ledger';

/** The signed-in user's own profile (issue 17 "edit profile"). */
export async function loadOwnProfile(db: Db | Tx, userId: number): Promise<Profile> {
  const [row] = await db
    .select({ nickname: users.nickname, about: users.about, avatar_file_name: users.avatar_file_name })
    .from(users)
    .where(eq(users.user_id, userId));
  if (!row) throw notFoundError('User');
  const learning = await db
    .select({ language: userLanguages.language, level: userLanguages.level })
    .from(userLanguages)
    .where(and(eq(userLanguages.user_id, userId), eq(userLanguages.is_learning, true)))
    .orderBy(asc(userLanguages.position));
  return { ...row, learning_languages: learning };
}
