-- Search scans (class and course search, grouped by topic) read the open rows of a language in
-- start order, checking weekday, hour and price and collecting topics: covered by these partial
-- indexes, they never visit the table (whose rows of one language lie scattered), and cards are
-- rendered for a page's rows only. The predicates are written as the search writes them (literal
-- statuses), so the planner can use the indexes in generic plans too.
CREATE INDEX IF NOT EXISTS "group_classes_open_search_idx" ON "group_classes" ("language", "start_time", "id") INCLUDE ("topic_id", "price", "teacher_id") WHERE "course_id" IS NULL AND "status" IN ('READY_FOR_SCHEDULE', 'UPCOMING');
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "courses_open_search_idx" ON "courses" ("language", "start_time", "id") INCLUDE ("topic_id", "price", "teacher_id") WHERE "status" IN ('ReadyForSchedule', 'Upcoming');
--> statement-breakpoint
-- A search narrowed to some topics (levels, category, keyword) probes each topic's next open class; with
-- a weekday, hour or price filter the probe reads on past non-matching classes, from this index alone.
CREATE INDEX IF NOT EXISTS "group_classes_open_topic_idx" ON "group_classes" ("topic_id", "start_time", "id") INCLUDE ("price") WHERE "course_id" IS NULL AND "status" IN ('READY_FOR_SCHEDULE', 'UPCOMING');
