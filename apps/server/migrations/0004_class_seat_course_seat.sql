ALTER TABLE "group_class_students" ADD COLUMN "course_student_id" bigint;--> statement-breakpoint
ALTER TABLE "group_class_students" ADD CONSTRAINT "group_class_students_course_student_id_course_students_id_fk" FOREIGN KEY ("course_student_id") REFERENCES "public"."course_students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "group_class_students_course_student_idx" ON "group_class_students" USING btree ("course_student_id") WHERE course_student_id is not null;--> statement-breakpoint
-- Seats written before the column existed: link them the way the code used to pair them, by the
-- instant the booking wrote them (created_at), several bookings of one student at one instant in
-- id order.
WITH course_seats AS (
	SELECT "id", "course_id", "student_id", "created_at",
		row_number() OVER (PARTITION BY "course_id", "student_id", "created_at" ORDER BY "id") AS "rank"
	FROM "course_students"
), class_seats AS (
	SELECT s."id", c."course_id", s."student_id", s."created_at",
		row_number() OVER (PARTITION BY s."group_class_id", s."student_id", s."created_at" ORDER BY s."id") AS "rank"
	FROM "group_class_students" s JOIN "group_classes" c ON c."id" = s."group_class_id"
	WHERE c."course_id" IS NOT NULL AND s."course_student_id" IS NULL
)
UPDATE "group_class_students" t SET "course_student_id" = cs."id"
FROM class_seats g JOIN course_seats cs
	ON cs."course_id" = g."course_id" AND cs."student_id" = g."student_id" AND cs."created_at" = g."created_at" AND cs."rank" = g."rank"
WHERE t."id" = g."id";
