CREATE TABLE "teacher_rooms" (
	"teacher_id" bigint PRIMARY KEY NOT NULL,
	"account" text NOT NULL,
	"pass_code" text NOT NULL,
	"link" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "teacher_rooms" ADD CONSTRAINT "teacher_rooms_teacher_id_teachers_user_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("user_id") ON DELETE no action ON UPDATE no action;