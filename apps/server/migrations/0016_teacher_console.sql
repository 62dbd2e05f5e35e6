CREATE TABLE "class_attendance" (
	"group_class_id" bigint NOT NULL,
	"student_id" bigint NOT NULL,
	"attended" boolean NOT NULL,
	"marked_at" timestamp with time zone NOT NULL,
	"marked_by" bigint NOT NULL,
	CONSTRAINT "class_attendance_group_class_id_student_id_pk" PRIMARY KEY("group_class_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "teacher_applications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "teacher_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"languages" jsonb NOT NULL,
	"about" text NOT NULL,
	"signature" text NOT NULL,
	"country" text NOT NULL,
	"trial_price" integer NOT NULL,
	"regular_price" integer NOT NULL,
	"video_url" text,
	"decline_reason" text,
	"submitted_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" bigint,
	CONSTRAINT "teacher_applications_status_check" CHECK ("teacher_applications"."status" in ('PENDING', 'APPROVED', 'DECLINED'))
);
--> statement-breakpoint
CREATE TABLE "teacher_rooms" (
	"teacher_id" bigint PRIMARY KEY NOT NULL,
	"account" text NOT NULL,
	"pass_code" text NOT NULL,
	"link" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attachments" ALTER COLUMN "content" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "attachments" ADD COLUMN "storage_key" text;--> statement-breakpoint
ALTER TABLE "attachments" ADD COLUMN "byte_size" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "attachments" ADD COLUMN "created_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "topics" ADD COLUMN "cover_key" text;--> statement-breakpoint
ALTER TABLE "topics" ADD COLUMN "cover_content_type" text;--> statement-breakpoint
ALTER TABLE "topics" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "class_attendance" ADD CONSTRAINT "class_attendance_group_class_id_group_classes_id_fk" FOREIGN KEY ("group_class_id") REFERENCES "public"."group_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_attendance" ADD CONSTRAINT "class_attendance_student_id_users_user_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_attendance" ADD CONSTRAINT "class_attendance_marked_by_users_user_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_applications" ADD CONSTRAINT "teacher_applications_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_applications" ADD CONSTRAINT "teacher_applications_reviewed_by_users_user_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_rooms" ADD CONSTRAINT "teacher_rooms_teacher_id_teachers_user_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "class_attendance_student_idx" ON "class_attendance" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "teacher_applications_one_pending_key" ON "teacher_applications" USING btree ("user_id") WHERE "teacher_applications"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "teacher_applications_user_idx" ON "teacher_applications" USING btree ("user_id","submitted_at");--> statement-breakpoint
CREATE INDEX "teacher_applications_status_idx" ON "teacher_applications" USING btree ("status","submitted_at");--> statement-breakpoint
ALTER TABLE "topics" ADD CONSTRAINT "topics_status_check" CHECK ("topics"."status" in ('PENDING', 'APPROVE', 'ARCHIVED'));