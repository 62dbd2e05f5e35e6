import type { AccountSession } from '@app/api';
import { describeUserAgent } from '@app/domain';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { sessions } from '../db/schema-accounts';

/** The user's live sessions: this one (`current`, token hash `currentHash`) first, then the most recently used. */
export async function listAccountSessions(
  db: Db,
  { userId, currentHash, now }: { userId: number; currentHash: string | null; now: number },
): Promise<AccountSession[]> {
  const lastUsed = sql<Date>`coalesce(${sessions.last_used_at}, ${sessions.created_at})`;
  const rows = await db
    .select({
      id: sessions.id,
      token_hash: sessions.token_hash,
      user_agent: sessions.user_agent,
      created_at: sessions.created_at,
      last_used_at: lastUsed.mapWith(sessions.created_at),
    })
    .from(sessions)
    .where(and(eq(sessions.user_id, userId), gt(sessions.expires_at, new Date(now))))
    .orderBy(desc(lastUsed), desc(sessions.id));
  const listed = rows.map((row) => ({
    id: row.id,
    ...describeUserAgent(row.user_agent),
    created_at: row.created_at.toISOString(),
    last_used_at: row.last_used_at.toISOString(),
    current: row.token_hash === currentHash,
  }));
  return [...listed.filter((s) => s.current), ...listed.filter((s) => !s.current)];
}
