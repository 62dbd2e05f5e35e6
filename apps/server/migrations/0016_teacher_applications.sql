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
ALTER TABLE "teacher_applications" ADD CONSTRAINT "teacher_applications_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_applications" ADD CONSTRAINT "teacher_applications_reviewed_by_users_user_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "teacher_applications_one_pending_key" ON "teacher_applications" USING btree ("user_id") WHERE "teacher_applications"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "teacher_applications_user_idx" ON "teacher_applications" USING btree ("user_id","submitted_at");--> statement-breakpoint
CREATE INDEX "teacher_applications_status_idx" ON "teacher_applications" USING btree ("status","submitted_at");