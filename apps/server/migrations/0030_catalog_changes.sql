CREATE TABLE "catalog_changes" (
	"version" bigint NOT NULL,
	"kind" text NOT NULL,
	"row_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalog_changes_version_kind_row_id_pk" PRIMARY KEY("version","kind","row_id")
);
--> statement-breakpoint
CREATE TABLE "catalog_version" (
	"id" bigint PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	"pruned_through" bigint NOT NULL,
	CONSTRAINT "catalog_version_single_row" CHECK ("catalog_version"."id" = 1)
);
--> statement-breakpoint
CREATE INDEX "catalog_changes_created_at_idx" ON "catalog_changes" USING btree ("created_at");--> statement-breakpoint
INSERT INTO "catalog_version" ("id", "version", "pruned_through") VALUES (1, 0, 0);--> statement-breakpoint
-- Notes one changed row under this transaction's version, taking the next version on the first
-- call. The callers are deferred triggers, so this runs at commit, after every other lock the
-- transaction takes: catalogue writers wait for each other only while committing, never deadlock
-- on the counter, and versions follow commit order.
CREATE FUNCTION "note_catalog_row"("change_kind" text, "changed_id" bigint) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  "taken" bigint := nullif(current_setting('app.catalog_version', true), '')::bigint;
BEGIN
  IF "changed_id" IS NULL THEN RETURN; END IF;
  IF "taken" IS NULL THEN
    UPDATE "catalog_version" SET "version" = "version" + 1 WHERE "id" = 1 RETURNING "version" INTO "taken";
    PERFORM set_config('app.catalog_version', "taken"::text, true);
  END IF;
  INSERT INTO "catalog_changes" ("version", "kind", "row_id") VALUES ("taken", "change_kind", "changed_id") ON CONFLICT DO NOTHING;
END $$;--> statement-breakpoint
CREATE FUNCTION "note_catalog_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    -- TRUNCATE: every mirror reads the catalogue again.
    PERFORM "note_catalog_row"('reset', 0);
    RETURN NULL;
  END IF;
  IF TG_TABLE_NAME = 'group_classes' THEN
    IF TG_OP <> 'DELETE' THEN
      PERFORM "note_catalog_row"('class', NEW."id");
      PERFORM "note_catalog_row"('course', NEW."course_id");
    END IF;
    IF TG_OP <> 'INSERT' THEN
      PERFORM "note_catalog_row"('class', OLD."id");
      PERFORM "note_catalog_row"('course', OLD."course_id");
    END IF;
  ELSIF TG_TABLE_NAME = 'group_class_students' THEN
    IF TG_OP <> 'DELETE' THEN PERFORM "note_catalog_row"('class', NEW."group_class_id"); END IF;
    IF TG_OP <> 'INSERT' THEN PERFORM "note_catalog_row"('class', OLD."group_class_id"); END IF;
  ELSIF TG_TABLE_NAME = 'courses' THEN
    IF TG_OP <> 'DELETE' THEN PERFORM "note_catalog_row"('course', NEW."id"); END IF;
    IF TG_OP <> 'INSERT' THEN PERFORM "note_catalog_row"('course', OLD."id"); END IF;
  ELSIF TG_TABLE_NAME = 'course_students' THEN
    IF TG_OP <> 'DELETE' THEN PERFORM "note_catalog_row"('course', NEW."course_id"); END IF;
    IF TG_OP <> 'INSERT' THEN PERFORM "note_catalog_row"('course', OLD."course_id"); END IF;
  ELSIF TG_TABLE_NAME = 'topics' THEN
    IF TG_OP <> 'DELETE' THEN PERFORM "note_catalog_row"('topic', NEW."id"); END IF;
    IF TG_OP <> 'INSERT' THEN PERFORM "note_catalog_row"('topic', OLD."id"); END IF;
  ELSIF TG_TABLE_NAME = 'users' THEN
    PERFORM "note_catalog_row"('user', NEW."user_id");
  ELSIF TG_TABLE_NAME = 'feature_toggles' THEN
    -- A handful of named rows: a mirror reads them all again.
    PERFORM "note_catalog_row"('toggle', 0);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "group_classes_catalog_change" AFTER INSERT OR UPDATE OR DELETE ON "group_classes" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "note_catalog_change"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "group_class_students_catalog_change" AFTER INSERT OR UPDATE OR DELETE ON "group_class_students" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "note_catalog_change"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "courses_catalog_change" AFTER INSERT OR UPDATE OR DELETE ON "courses" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "note_catalog_change"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "course_students_catalog_change" AFTER INSERT OR UPDATE OR DELETE ON "course_students" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "note_catalog_change"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "topics_catalog_change" AFTER INSERT OR UPDATE OR DELETE ON "topics" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "note_catalog_change"();--> statement-breakpoint
-- A card shows the teacher's name, avatar and pro mark: only changes to those concern the mirror.
CREATE CONSTRAINT TRIGGER "users_catalog_change" AFTER UPDATE OF "nickname", "avatar_file_name", "is_pro" ON "users" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD."nickname" IS DISTINCT FROM NEW."nickname" OR OLD."avatar_file_name" IS DISTINCT FROM NEW."avatar_file_name" OR OLD."is_pro" IS DISTINCT FROM NEW."is_pro")
  EXECUTE FUNCTION "note_catalog_change"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "feature_toggles_catalog_change" AFTER INSERT OR UPDATE OR DELETE ON "feature_toggles" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "note_catalog_change"();--> statement-breakpoint
CREATE TRIGGER "group_classes_catalog_reset" AFTER TRUNCATE ON "group_classes" FOR EACH STATEMENT EXECUTE FUNCTION "note_catalog_change"();--> statement-breakpoint
CREATE TRIGGER "group_class_students_catalog_reset" AFTER TRUNCATE ON "group_class_students" FOR EACH STATEMENT EXECUTE FUNCTION "note_catalog_change"();--> statement-breakpoint
CREATE TRIGGER "courses_catalog_reset" AFTER TRUNCATE ON "courses" FOR EACH STATEMENT EXECUTE FUNCTION "note_catalog_change"();--> statement-breakpoint
CREATE TRIGGER "course_students_catalog_reset" AFTER TRUNCATE ON "course_students" FOR EACH STATEMENT EXECUTE FUNCTION "note_catalog_change"();--> statement-breakpoint
CREATE TRIGGER "topics_catalog_reset" AFTER TRUNCATE ON "topics" FOR EACH STATEMENT EXECUTE FUNCTION "note_catalog_change"();--> statement-breakpoint
CREATE TRIGGER "users_catalog_reset" AFTER TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "note_catalog_change"();--> statement-breakpoint
CREATE TRIGGER "feature_toggles_catalog_reset" AFTER TRUNCATE ON "feature_toggles" FOR EACH STATEMENT EXECUTE FUNCTION "note_catalog_change"();
