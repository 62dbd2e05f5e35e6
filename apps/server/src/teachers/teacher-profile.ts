import type { TeacherProfile } from '@app/api';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { loadTeacherInfo } from '../classes/class-detail';
import type { Db } from '../db/database';
import { reviews, teacherLanguages, teachers } from '../db/schema-catalog';
import { favourites } from '../db/schema-discovery';
import { notFoundError } from '../errors/app-error';
import { toTeacherVideo } from './teacher-video';

/**
 * `GET /v1/teachers/{id}`: the teacher profile page. A user without a teachers row is 404, like an
 * unknown id. `review_total` counts reviews with text over every language, as the reviews call's
 * `top_total` does (its default leaves out empty ones).
 */
export async function loadTeacherProfile(
  db: Db,
  { teacherId, viewerId }: { teacherId: number; viewerId: number | null },
): Promise<TeacherProfile> {
  const [row] = await db.select().from(teachers).where(eq(teachers.user_id, teacherId));
  if (!row) throw notFoundError('Teacher');
  const [teacherInfo, alsoSpeak, [favouriteCount], favoured, [reviewTotal]] = await Promise.all([
    loadTeacherInfo(db, teacherId),
    db
      .select({ language: teacherLanguages.language, level: teacherLanguages.level })
      .from(teacherLanguages)
      .where(and(eq(teacherLanguages.teacher_id, teacherId), eq(teacherLanguages.teaches, false)))
      .orderBy(desc(teacherLanguages.level), asc(teacherLanguages.language)),
    db.select({ n: count() }).from(favourites).where(eq(favourites.teacher_id, teacherId)),
    viewerId === null
      ? Promise.resolve([])
      : db
          .select({ one: sql`1` })
          .from(favourites)
          .where(and(eq(favourites.user_id, viewerId), eq(favourites.teacher_id, teacherId)))
          .limit(1),
    db
      .select({ n: count() })
      .from(reviews)
      .where(and(eq(reviews.teacher_id, teacherId), sql`btrim(${reviews.content}) <> ''`)),
  ]);
  return {
    teacher_info: teacherInfo,
    teacher_video: toTeacherVideo(row),
    course_info: {
      has_trial: row.has_trial,
      min_price: row.min_price,
      trial_price: row.trial_price,
      trial_session_count: row.trial_session_count,
    },
    teacher_stats: {
      first_valid_time: row.first_valid_time.toISOString(),
      pro_rating: row.pro_rating,
      tutor_rating: row.tutor_rating,
      session_count: row.session_count,
      student_count: row.student_count,
      is_new: row.is_new,
      also_speak: alsoSpeak,
    },
    favourite_count: favouriteCount?.n ?? 0,
    is_favor: favoured.length > 0,
    review_total: reviewTotal?.n ?? 0,
  };
}
