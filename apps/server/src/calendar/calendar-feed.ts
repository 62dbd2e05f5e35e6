import { calendarFeedUrl, type CalendarFeed } from '@app/api';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { calendarFeeds } from '../db/schema-calendar';

/** A feed token: 32 random bytes, base64url (43 characters). */
export const FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The feed's answer: its https and webcal addresses and when its token was made. */
export function toFeed(row: { token: string; created_at: Date }, publicUrl: string): CalendarFeed {
  const https = calendarFeedUrl({ origin: publicUrl, token: row.token });
  return { https_url: https, webcal_url: https.replace(/^https?:/, 'webcal:'), created_at: row.created_at.toISOString() };
}

export async function readCalendarFeed(db: Db, { userId, publicUrl }: { userId: number; publicUrl: string }): Promise<CalendarFeed | null> {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.user_id, userId));
  return row ? toFeed(row, publicUrl) : null;
}

/** Whose feed a token opens, or null (a reset or made-up token). */
export async function feedOwner(db: Db, token: string): Promise<number | null> {
  if (!FEED_TOKEN_PATTERN.test(token)) return null;
  const [row] = await db.select({ user_id: calendarFeeds.user_id }).from(calendarFeeds).where(eq(calendarFeeds.token, token));
  return row?.user_id ?? null;
}
