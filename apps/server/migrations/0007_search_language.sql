ALTER TABLE "courses" ADD COLUMN "language" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "group_classes" ADD COLUMN "language" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The copies of topics.language follow the topic, whoever writes (app, seed, a console).
CREATE FUNCTION "copy_topic_language"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."language" := (SELECT "language" FROM "topics" WHERE "id" = NEW."topic_id");
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "group_classes_topic_language" BEFORE INSERT OR UPDATE OF "topic_id", "language" ON "group_classes" FOR EACH ROW EXECUTE FUNCTION "copy_topic_language"();--> statement-breakpoint
CREATE TRIGGER "courses_topic_language" BEFORE INSERT OR UPDATE OF "topic_id", "language" ON "courses" FOR EACH ROW EXECUTE FUNCTION "copy_topic_language"();--> statement-breakpoint
CREATE FUNCTION "spread_topic_language"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "group_classes" SET "language" = NEW."language" WHERE "topic_id" = NEW."id" AND "language" IS DISTINCT FROM NEW."language";
  UPDATE "courses" SET "language" = NEW."language" WHERE "topic_id" = NEW."id" AND "language" IS DISTINCT FROM NEW."language";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "topics_spread_language" AFTER UPDATE OF "language" ON "topics" FOR EACH ROW WHEN (OLD."language" IS DISTINCT FROM NEW."language") EXECUTE FUNCTION "spread_topic_language"();--> statement-breakpoint
UPDATE "group_classes" AS c SET "language" = t."language" FROM "topics" AS t WHERE t."id" = c."topic_id";--> statement-breakpoint
UPDATE "courses" AS c SET "language" = t."language" FROM "topics" AS t WHERE t."id" = c."topic_id";--> statement-breakpoint
-- A teacher speaks English far more often than teaches it: without this the planner guesses 5x the
-- teachers of a language and merge-joins every teacher for the teacher search.
CREATE STATISTICS "teacher_languages_language_teaches_stats" (dependencies, mcv) ON "language", "teaches" FROM "teacher_languages";--> statement-breakpoint
CREATE INDEX "courses_language_start_idx" ON "courses" USING btree ("language","start_time","id");--> statement-breakpoint
CREATE INDEX "group_classes_language_start_idx" ON "group_classes" USING btree ("language","start_time","id");