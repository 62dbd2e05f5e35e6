import { type SQL, sql } from 'drizzle-orm';

/**
 * Pieces of the search cards PostgreSQL renders (`CARD_JSON`, `COURSE_CARD_JSON`), written in plain
 * SQL because they sit inside a select field, where drizzle would drop a column's table.
 */

/** The seats `seats` names (a `from` with the seat table as `s` and its condition), `[{ student_id, status }]` in seat order. */
export const seatsJson = (seats: SQL) =>
  sql`coalesce((select array_to_json(array_agg((select row_to_json(seat) from (select s.student_id, s.status) seat) order by s.id)) from ${seats}), '[]')`;

/**
 * The card's `teacher_info`: the `users` row of the teacher `teacherId` names, read by key for each
 * card. Joined instead, the planner merged a page of 60 cards with `users` in key order, reading
 * thousands of users (3 of the query's 3.5 ms on the bench data) to find 60.
 */
export const teacherInfoJson = (teacherId: SQL) =>
  sql`(select row_to_json(teacher) from (select u.user_id, u.nickname, u.avatar_file_name, u.is_pro from users u where u.user_id = ${teacherId}) teacher)`;
