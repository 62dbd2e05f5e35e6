CREATE TABLE "class_attendance" (
	"group_class_id" bigint NOT NULL,
	"student_id" bigint NOT NULL,
	"attended" boolean NOT NULL,
	"marked_at" timestamp with time zone NOT NULL,
	"marked_by" bigint NOT NULL,
	CONSTRAINT "class_attendance_group_class_id_student_id_pk" PRIMARY KEY("group_class_id","student_id")
);
--> statement-breakpoint
ALTER TABLE "class_attendance" ADD CONSTRAINT "class_attendance_group_class_id_group_classes_id_fk" FOREIGN KEY ("group_class_id") REFERENCES "public"."group_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_attendance" ADD CONSTRAINT "class_attendance_student_id_users_user_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_attendance" ADD CONSTRAINT "class_attendance_marked_by_users_user_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "class_attendance_student_idx" ON "class_attendance" USING btree ("student_id");