import type { TeacherApplicationView } from '@app/api';
import { desc, eq } from 'drizzle-orm';
import { teacherApplications } from '../db/schema-teacher-applications';
import type { Tx } from '../money/ledger';

export type TeacherApplicationRow = typeof teacherApplications.$inferSelect;

/** The user's latest application (the one the apply rule and the status page read), or undefined. */
export async function loadLatestApplication(tx: Tx, userId: number): Promise<TeacherApplicationRow | undefined> {
  const [row] = await tx
    .select()
    .from(teacherApplications)
    .where(eq(teacherApplications.user_id, userId))
    .orderBy(desc(teacherApplications.submitted_at), desc(teacherApplications.id))
    .limit(1);
  return row;
}

/** A row as the contract shows it (instants as ISO strings). */
export function toApplicationView(row: TeacherApplicationRow): TeacherApplicationView {
  return {
    id: row.id,
    user_id: row.user_id,
    status: row.status,
    languages: row.languages,
    about: row.about,
    signature: row.signature,
    country: row.country,
    trial_price: row.trial_price,
    regular_price: row.regular_price,
    video_url: row.video_url,
    decline_reason: row.decline_reason,
    submitted_at: row.submitted_at.toISOString(),
    reviewed_at: row.reviewed_at?.toISOString() ?? null,
  };
}
