import type { Foundation, User } from '@app/api';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { userLanguages, users } from '../db/schema-accounts';
import { notFoundError } from '../errors/app-error';

/** The user as the API shows them to themselves, with their language list in their order. */
export async function loadFoundation(db: Db, userId: number): Promise<Foundation> {
  const [row] = await db.select().from(users).where(eq(users.user_id, userId)).limit(1);
  if (!row) throw notFoundError('User');
  const languages = await db
    .select({ language: userLanguages.language, level: userLanguages.level, is_learning: userLanguages.is_learning })
    .from(userLanguages)
    .where(eq(userLanguages.user_id, userId))
    .orderBy(asc(userLanguages.position));
  const user: User = {
    user_id: row.user_id,
    nickname: row.nickname,
    email: row.email,
    avatar_file_name: row.avatar_file_name,
    timezone_iana: row.timezone_iana,
    is_am: row.is_am === 1 ? 1 : 0,
    is_confirm_email: row.is_confirm_email,
    register_status: row.register_status,
    learning_language: languages.find((l) => l.is_learning)?.language ?? null,
    currency: row.currency,
    is_pro: row.is_pro,
    role: row.role,
    locale: row.locale,
  };
  return { language_list: languages, user };
}
