import { asc, eq } from 'drizzle-orm';
import { groupClasses } from '../db/schema-catalog';
import type { CourseClassRow } from '../courses/course-facts';
import type { Tx } from '../money/ledger';

/**
 * Takes the course's class rows `FOR UPDATE`, in id order (the lock order is course, classes,
 * wallet), and returns them as they are under the lock, in class order (class_index, then start):
 * whatever is written for these classes must come from this read, not from one made before the
 * locks were held.
 */
export async function lockCourseClasses(tx: Tx, courseId: number): Promise<CourseClassRow[]> {
  const locked = await tx
    .select()
    .from(groupClasses)
    .where(eq(groupClasses.course_id, courseId))
    .orderBy(asc(groupClasses.id))
    .for('update');
  return locked.sort((a, b) => a.class_index - b.class_index || a.start_time.getTime() - b.start_time.getTime() || a.id - b.id);
}
