CREATE TABLE "lessons" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lessons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 40001 CACHE 1),
	"teacher_id" bigint NOT NULL,
	"student_id" bigint NOT NULL,
	"language" text NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"duration" integer NOT NULL,
	"is_trial" boolean NOT NULL,
	"price" integer NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lessons_status_check" CHECK ("lessons"."status" in ('BOOKED', 'CANCELLED')),
	CONSTRAINT "lessons_duration_check" CHECK ("lessons"."duration" in (30, 60)),
	CONSTRAINT "lessons_price_check" CHECK ("lessons"."price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_kind_check";--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "lesson_id" bigint;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_teacher_id_teachers_user_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_student_id_users_user_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lessons_teacher_start_live_key" ON "lessons" USING btree ("teacher_id","start_time") WHERE status = 'BOOKED';--> statement-breakpoint
CREATE INDEX "lessons_student_start_idx" ON "lessons" USING btree ("student_id","start_time");--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_kind_check" CHECK ("ledger_entries"."kind" in ('TOP_UP', 'CLASS_PAYMENT', 'COURSE_PAYMENT', 'LESSON_PAYMENT', 'REFUND', 'WELCOME_CREDIT'));