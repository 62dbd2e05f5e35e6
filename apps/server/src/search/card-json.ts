import { type SQL, sql } from 'drizzle-orm';

/**
 * Pieces of the search cards PostgreSQL renders (`CARD_JSON`, `COURSE_CARD_JSON`), written in plain
 * SQL because they sit inside a select field, where drizzle would drop a column's table.
 */

/** The seats `seats` names (a `from` with the seat table as `s` and its condition), `[{ student_id, status }]` in seat order. */
export const seatsJson = (seats: SQL) =>
  sql`coalesce((select array_to_json(array_agg((select row_to_json(seat) from (select s.student_id, s.status) seat) order by s.id)) from ${seats}), '[]')`;

/** The card's `teacher_info` from the joined `users` row of the teacher `teacherId` names. */
export const teacherInfoJson = (teacherId: SQL) =>
  sql`(select row_to_json(teacher) from (select ${teacherId} as user_id, users.nickname, users.avatar_file_name, users.is_pro) teacher)`;
