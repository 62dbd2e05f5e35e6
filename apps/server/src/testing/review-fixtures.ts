import { HOUR_MS, MINUTE_MS } from '@app/domain';
import type { Db } from '../db/database';
import { reviews } from '../db/schema-catalog';
import { lessons } from '../db/schema-lessons';

export interface StoredReview {
  teacher_id: number;
  student_id: number;
  content: string;
  session_language: string;
  lesson_count: number;
  create_time: Date;
  rating?: number;
}

/**
 * Reviews for read tests (lists, paging, averages), each on a one-to-one lesson of its own that ended
 * an hour before the review was written, as a stored review always has a seat. Writes the tables
 * directly (testing/ may): the write-review command has its own tests; the teacher's stored average
 * is left as the fixture set it.
 */
export async function storeLessonReviews(db: Db, rows: readonly StoredReview[]): Promise<void> {
  for (const [i, row] of rows.entries()) {
    const start = new Date(row.create_time.getTime() - 2 * HOUR_MS - i * MINUTE_MS);
    const [lesson] = await db
      .insert(lessons)
      .values({
        teacher_id: row.teacher_id,
        student_id: row.student_id,
        language: row.session_language,
        start_time: start,
        duration: 60,
        is_trial: false,
        price: 0,
        status: 'BOOKED',
        created_at: start,
        updated_at: start,
      })
      .returning({ id: lessons.id });
    if (!lesson) throw new Error('The lesson insert returned nothing');
    await db.insert(reviews).values({ ...row, rating: row.rating ?? 5, lesson_id: lesson.id, update_time: row.create_time });
  }
}
