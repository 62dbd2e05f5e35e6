import type { TeacherReview, TeacherReviewsQuerySchema } from '@app/api';
import { and, avg, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/database';
import { users } from '../db/schema-accounts';
import { reviews } from '../db/schema-catalog';
import { notFoundError } from '../errors/app-error';
import { teacherExists } from './favourites';

type ReviewsQuery = z.output<typeof TeacherReviewsQuerySchema>;

/**
 * 000 §7 `GET /v2/teacher/{id}/lesson_reviews`: newest first (`create_time`, then `comment_id`).
 * `language` keeps the reviews of lessons in that language (case-insensitive); `allow_empty=0`
 * leaves out reviews without text; `need_top_total=1` adds `top_total`, the teacher's review count
 * over every language (same empty-text rule), for the header. Unknown teacher: 404.
 * Issue 17: every row is a review a student wrote for a seat she had (commands/write-review.ts), with
 * its stars and the teacher's reply; `data.rating` is the mean of all the teacher's stored ratings
 * (every language, with or without text) and their count.
 */
export async function listTeacherReviews(
  db: Db,
  { teacherId, query }: { teacherId: number; query: ReviewsQuery },
): Promise<{
  data: { review_list: TeacherReview[]; top_total?: number; rating: { average: number; count: number } };
  paging: { page: number; total: number; has_next: boolean };
}> {
  if (!(await teacherExists(db, teacherId))) throw notFoundError('Teacher');
  const base: SQL[] = [eq(reviews.teacher_id, teacherId)];
  if (!query.allow_empty) base.push(sql`btrim(${reviews.content}) <> ''`);
  const filtered =
    query.language === undefined ? base : [...base, sql`lower(${reviews.session_language}) = ${query.language.toLowerCase()}`];

  const [totalRow] = await db
    .select({ total: count() })
    .from(reviews)
    .where(and(...filtered));
  const total = totalRow?.total ?? 0;
  const rows = await db
    .select({
      comment_id: reviews.comment_id,
      content: reviews.content,
      session_language: reviews.session_language,
      create_time: reviews.create_time,
      lesson_count: reviews.lesson_count,
      rating: reviews.rating,
      reply_content: reviews.reply_content,
      reply_time: reviews.reply_time,
      user_id: users.user_id,
      nickname: users.nickname,
      avatar_file_name: users.avatar_file_name,
      origin_country_id: users.origin_country_id,
    })
    .from(reviews)
    .innerJoin(users, eq(users.user_id, reviews.student_id))
    .where(and(...filtered))
    .orderBy(desc(reviews.create_time), desc(reviews.comment_id))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);

  const [ratingRow] = await db
    .select({ average: avg(reviews.rating), count: count() })
    .from(reviews)
    .where(eq(reviews.teacher_id, teacherId));
  const rating = { average: Math.round(Number(ratingRow?.average ?? 0) * 100) / 100, count: ratingRow?.count ?? 0 };
  let topTotal: number | undefined;
  if (query.need_top_total) {
    const [row] = await db
      .select({ total: count() })
      .from(reviews)
      .where(and(...base));
    topTotal = row?.total ?? 0;
  }
  return {
    data: {
      review_list: rows.map((r) => ({
        comment_info: {
          comment_id: r.comment_id,
          content: r.content,
          session_language: r.session_language,
          create_time: r.create_time.toISOString(),
        },
        lesson_count: r.lesson_count,
        rating: r.rating,
        reply:
          r.reply_content === null || r.reply_time === null ? null : { content: r.reply_content, create_time: r.reply_time.toISOString() },
        user_info: {
          avatar_file_name: r.avatar_file_name,
          origin_country_id: r.origin_country_id,
          user_id: r.user_id,
          nickname: r.nickname,
        },
      })),
      ...(topTotal === undefined ? {} : { top_total: topTotal }),
      rating,
    },
    paging: { page: query.page, total, has_next: query.page * query.page_size < total },
  };
}
