import { avatarUrl, type ProfileBody } from '@app/api';
import { checkLearningLanguages } from '@app/domain';
import { and, eq, max } from 'drizzle-orm';
import { userLanguages, users } from '../db/schema-accounts';
import { AppError } from '../errors/app-error';
import type { DomainEvent } from '../outbox/domain-events';
import { recordEvents } from '../outbox/record-events';
import type { CommandInput, CommandResult, UserActor } from './command';
import type { StoredFile } from './topic-files';

const LEARNING_PROBLEM_TEXT = {
  TOO_MANY: 'too many languages',
  UNKNOWN_LANGUAGE: 'a language we do not know',
  LEVEL_OUT_OF_RANGE: 'a level outside 1..6',
  DUPLICATE: 'a language listed twice',
  ALREADY_SPOKEN: 'a language you list as spoken',
} as const;

/**
 * Issue 17 "edit profile (nickname, about, learning languages and levels)": the user row locked;
 * the languages being learned replace the old list (after the spoken ones, in the order given)
 * once `checkLearningLanguages` accepts them.
 */
export async function editProfile({ tx, actor, now, changes }: CommandInput<UserActor> & { changes: ProfileBody }): Promise<CommandResult> {
  const [user] = await tx.select({ id: users.user_id }).from(users).where(eq(users.user_id, actor.userId)).for('update');
  if (!user) throw new AppError('NotSignedIn', 'Please sign in first.');
  if (changes.nickname !== undefined || changes.about !== undefined)
    await tx
      .update(users)
      .set({
        ...(changes.nickname === undefined ? {} : { nickname: changes.nickname }),
        ...(changes.about === undefined ? {} : { about: changes.about }),
      })
      .where(eq(users.user_id, actor.userId));
  if (changes.learning_languages !== undefined) {
    const spoken = await tx
      .select({ language: userLanguages.language })
      .from(userLanguages)
      .where(and(eq(userLanguages.user_id, actor.userId), eq(userLanguages.is_learning, false)));
    const problem = checkLearningLanguages({ learning: changes.learning_languages, spoken: spoken.map((s) => s.language) });
    if (problem)
      throw new AppError(
        'InvalidRequest',
        `learning_languages: ${LEARNING_PROBLEM_TEXT[problem.kind]}${'language' in problem ? ` (${problem.language})` : ''}`,
        'learning_languages',
      );
    await tx.delete(userLanguages).where(and(eq(userLanguages.user_id, actor.userId), eq(userLanguages.is_learning, true)));
    const [last] = await tx
      .select({ position: max(userLanguages.position) })
      .from(userLanguages)
      .where(eq(userLanguages.user_id, actor.userId));
    const first = (last?.position ?? -1) + 1;
    if (changes.learning_languages.length > 0)
      await tx.insert(userLanguages).values(
        changes.learning_languages.map((l, i) => ({
          user_id: actor.userId,
          language: l.language,
          level: l.level,
          is_learning: true,
          position: first + i,
        })),
      );
  }
  const events: DomainEvent[] = [{ type: 'ProfileEdited', userId: actor.userId, fields: Object.keys(changes) }];
  await recordEvents(tx, { events, now });
  return { events };
}

/** The storage key of an avatar path `avatarUrl` made, or null for none (or another path). */
export function avatarKeyOf(path: string | null): string | null {
  const key = path?.match(/^\/api\/v1\/avatars\/\d+\/([0-9a-f]{32})$/)?.[1];
  return key ? `avatars/${key}` : null;
}

/**
 * Sets (a stored file) or removes (null) the user's picture; answers the key of the file it
 * replaced, for the caller to delete after the commit (a row never points at a deleted file).
 */
export async function setAvatar({
  tx,
  actor,
  now,
  file,
}: CommandInput<UserActor> & { file: StoredFile | null }): Promise<CommandResult & { replacedKey: string | null }> {
  const [user] = await tx.select({ avatar: users.avatar_file_name }).from(users).where(eq(users.user_id, actor.userId)).for('update');
  if (!user) throw new AppError('NotSignedIn', 'Please sign in first.');
  const path = file ? avatarUrl({ userId: actor.userId, key: file.key.slice('avatars/'.length) }) : null;
  await tx.update(users).set({ avatar_file_name: path }).where(eq(users.user_id, actor.userId));
  const events: DomainEvent[] = [{ type: 'AvatarSet', userId: actor.userId, removed: file === null }];
  await recordEvents(tx, { events, now });
  return { events, replacedKey: avatarKeyOf(user.avatar) };
}
