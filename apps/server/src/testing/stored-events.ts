import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { analyticsEvents } from '../db/schema-events';

/** The stored analytics events of one name, oldest first (browser tests check what the page sent). */
export async function readStoredEvents(db: Db, name: string) {
  return db.select().from(analyticsEvents).where(eq(analyticsEvents.name, name)).orderBy(asc(analyticsEvents.id));
}
