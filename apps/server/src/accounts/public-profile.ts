import type { PublicUserProfile } from '@app/api';
import { getSpokenLanguages } from '@app/domain';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { userLanguages, users } from '../db/schema-accounts';
import { teachers } from '../db/schema-catalog';
import { countries } from '../db/schema-discovery';
import { notFoundError } from '../errors/app-error';

/**
 * `GET /v1/users/{id}`: what anyone may see of a user. Never the email, zone, currency or wallet.
 * A teacher is a user with a teachers row.
 */
export async function loadPublicProfile(db: Db, userId: number): Promise<PublicUserProfile> {
  const [row] = await db
    .select({
      user_id: users.user_id,
      nickname: users.nickname,
      avatar_file_name: users.avatar_file_name,
      origin_country_id: users.origin_country_id,
      country: countries.name,
      teacher: teachers.user_id,
      created_at: users.created_at,
    })
    .from(users)
    .leftJoin(countries, eq(countries.id, users.origin_country_id))
    .leftJoin(teachers, eq(teachers.user_id, users.user_id))
    .where(eq(users.user_id, userId));
  if (!row) throw notFoundError('User');
  const languages = await db
    .select({ language: userLanguages.language, level: userLanguages.level, is_learning: userLanguages.is_learning })
    .from(userLanguages)
    .where(eq(userLanguages.user_id, userId))
    .orderBy(asc(userLanguages.position));
  const { teacher, created_at, ...profile } = row;
  return {
    ...profile,
    learning_languages: languages.filter((l) => l.is_learning).map(({ language, level }) => ({ language, level })),
    spoken_languages: getSpokenLanguages(languages.filter((l) => !l.is_learning)).map(({ language, level, isNative }) => ({
      language,
      level,
      is_native: isNative,
    })),
    is_teacher: teacher !== null,
    created_at: created_at.toISOString(),
  };
}
