CREATE TABLE "teacher_earnings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "teacher_earnings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"teacher_id" bigint NOT NULL,
	"student_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"gross_cents" integer NOT NULL,
	"commission_cents" integer NOT NULL,
	"net_cents" integer NOT NULL,
	"commission_bps" integer NOT NULL,
	"available_at" timestamp with time zone NOT NULL,
	"idempotency_key" text NOT NULL,
	"reverses_id" bigint,
	"group_class_student_id" bigint,
	"course_student_id" bigint,
	"lesson_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "teacher_earnings_kind_check" CHECK ("teacher_earnings"."kind" in ('EARNING', 'REVERSAL')),
	CONSTRAINT "teacher_earnings_split_check" CHECK ("teacher_earnings"."gross_cents" = "teacher_earnings"."commission_cents" + "teacher_earnings"."net_cents"),
	CONSTRAINT "teacher_earnings_sign_check" CHECK (("teacher_earnings"."kind" = 'EARNING' and "teacher_earnings"."reverses_id" is null and "teacher_earnings"."gross_cents" >= 0 and "teacher_earnings"."commission_cents" >= 0 and "teacher_earnings"."net_cents" >= 0)
        or ("teacher_earnings"."kind" = 'REVERSAL' and "teacher_earnings"."reverses_id" is not null and "teacher_earnings"."gross_cents" <= 0 and "teacher_earnings"."commission_cents" <= 0 and "teacher_earnings"."net_cents" <= 0)),
	CONSTRAINT "teacher_earnings_bps_check" CHECK ("teacher_earnings"."commission_bps" between 0 and 10000),
	CONSTRAINT "teacher_earnings_one_item_check" CHECK (num_nonnulls("teacher_earnings"."group_class_student_id", "teacher_earnings"."course_student_id", "teacher_earnings"."lesson_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "teacher_earnings" ADD CONSTRAINT "teacher_earnings_teacher_id_teachers_user_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_earnings" ADD CONSTRAINT "teacher_earnings_student_id_users_user_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_earnings" ADD CONSTRAINT "teacher_earnings_reverses_id_teacher_earnings_id_fk" FOREIGN KEY ("reverses_id") REFERENCES "public"."teacher_earnings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_earnings" ADD CONSTRAINT "teacher_earnings_group_class_student_id_group_class_students_id_fk" FOREIGN KEY ("group_class_student_id") REFERENCES "public"."group_class_students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_earnings" ADD CONSTRAINT "teacher_earnings_course_student_id_course_students_id_fk" FOREIGN KEY ("course_student_id") REFERENCES "public"."course_students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_earnings" ADD CONSTRAINT "teacher_earnings_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "teacher_earnings_idempotency_key" ON "teacher_earnings" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "teacher_earnings_reverses_key" ON "teacher_earnings" USING btree ("reverses_id") WHERE reverses_id is not null;--> statement-breakpoint
CREATE INDEX "teacher_earnings_teacher_idx" ON "teacher_earnings" USING btree ("teacher_id","created_at","id");