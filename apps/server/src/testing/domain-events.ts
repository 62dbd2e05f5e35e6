import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { domainEvents } from '../db/schema-outbox';

/** The payloads of the stored domain events of one type about one user (`payload.userId`), oldest first. */
export async function storedEventsOf(db: Db, { type, userId }: { type: string; userId: number }): Promise<Record<string, unknown>[]> {
  const rows = await db
    .select({ payload: domainEvents.payload })
    .from(domainEvents)
    .where(and(eq(domainEvents.type, type), sql`(${domainEvents.payload}->>'userId')::bigint = ${userId}`))
    .orderBy(asc(domainEvents.id));
  return rows.map((row) => row.payload as Record<string, unknown>);
}
