CREATE TABLE "email_confirmations" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_failures" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sign_in_failures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"email_lower" text NOT NULL,
	"address" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_languages" (
	"user_id" bigint NOT NULL,
	"language" text NOT NULL,
	"level" integer NOT NULL,
	"is_learning" boolean NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"user_id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_user_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 10001 CACHE 1),
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"nickname" text NOT NULL,
	"avatar_file_name" text,
	"origin_country_id" integer,
	"timezone_iana" text DEFAULT 'UTC' NOT NULL,
	"is_am" integer DEFAULT 0 NOT NULL,
	"register_status" integer DEFAULT 1 NOT NULL,
	"is_confirm_email" boolean DEFAULT false NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"role" text DEFAULT 'STUDENT' NOT NULL,
	"is_pro" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attachments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attachments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"topic_id" bigint NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"content" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_students" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "course_students_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 60001 CACHE 1),
	"course_id" bigint NOT NULL,
	"student_id" bigint NOT NULL,
	"status" text NOT NULL,
	"update_by" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "courses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 7001 CACHE 1),
	"topic_id" bigint NOT NULL,
	"teacher_id" bigint NOT NULL,
	"price" integer NOT NULL,
	"class_amount" integer NOT NULL,
	"min_spots" integer NOT NULL,
	"max_spots" integer NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"update_by" text,
	"outcomes" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_class_students" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "group_class_students_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 90001 CACHE 1),
	"group_class_id" bigint NOT NULL,
	"student_id" bigint NOT NULL,
	"status" text NOT NULL,
	"update_by" text,
	"operator" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_classes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "group_classes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 20001 CACHE 1),
	"topic_id" bigint NOT NULL,
	"course_id" bigint,
	"teacher_id" bigint NOT NULL,
	"class_index" integer DEFAULT 1 NOT NULL,
	"title" text NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"student_capacity" integer NOT NULL,
	"price" integer NOT NULL,
	"sku_id" text NOT NULL,
	"zoom_account" text NOT NULL,
	"zoom_pass_code" text NOT NULL,
	"zoom_link" text NOT NULL,
	"update_by" text,
	"operator" text
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"amount" integer NOT NULL,
	"kind" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"group_class_student_id" bigint,
	"course_student_id" bigint,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"comment_id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reviews_comment_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"teacher_id" bigint NOT NULL,
	"student_id" bigint NOT NULL,
	"content" text NOT NULL,
	"session_language" text NOT NULL,
	"lesson_count" integer NOT NULL,
	"create_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teacher_languages" (
	"teacher_id" bigint NOT NULL,
	"language" text NOT NULL,
	"level" integer NOT NULL,
	"teaches" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teachers" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"short_signature" text DEFAULT '' NOT NULL,
	"about_teacher" text DEFAULT '' NOT NULL,
	"overall_rating" numeric(3, 2) DEFAULT 0 NOT NULL,
	"pro_rating" numeric(3, 2) DEFAULT 0 NOT NULL,
	"tutor_rating" numeric(3, 2) DEFAULT 0 NOT NULL,
	"session_count" integer DEFAULT 0 NOT NULL,
	"student_count" integer DEFAULT 0 NOT NULL,
	"first_valid_time" timestamp with time zone NOT NULL,
	"first_available_time" timestamp with time zone,
	"instant_now" boolean DEFAULT false NOT NULL,
	"instant_booking" boolean DEFAULT false NOT NULL,
	"has_trial" boolean DEFAULT true NOT NULL,
	"min_price" integer NOT NULL,
	"trial_price" integer NOT NULL,
	"trial_session_count" integer DEFAULT 1 NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"is_student_full" boolean DEFAULT false NOT NULL,
	"video_url" text,
	"video_pic_url" text,
	"course_categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"course_tags" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "topics" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "topics_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 5001 CACHE 1),
	"teacher_id" bigint NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"outcome_desc" text DEFAULT '' NOT NULL,
	"language" text NOT NULL,
	"language_level" integer NOT NULL,
	"duration" integer NOT NULL,
	"student_capacity" integer NOT NULL,
	"category" text NOT NULL,
	"tag" text,
	"price" integer NOT NULL,
	"status" text DEFAULT 'APPROVE' NOT NULL,
	"is_course" boolean DEFAULT false NOT NULL,
	"intro_cover" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_posts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "blog_posts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"display_language" text NOT NULL,
	"learning_language" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"slug" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cms_content" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cms_content_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"lang" text NOT NULL,
	"path" text NOT NULL,
	"is_wip" boolean DEFAULT false NOT NULL,
	"record" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	CONSTRAINT "countries_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "faq_items" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "faq_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"page" text NOT NULL,
	"lang" text NOT NULL,
	"position" integer NOT NULL,
	"item" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"user_id" bigint NOT NULL,
	"teacher_id" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "favourites_user_id_teacher_id_pk" PRIMARY KEY("user_id","teacher_id")
);
--> statement-breakpoint
CREATE TABLE "feature_toggles" (
	"name" text PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedbacks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "feedbacks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint,
	"category" text NOT NULL,
	"custom_msg" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"text_code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"popular_rank" integer
);
--> statement-breakpoint
CREATE TABLE "lesson_activations" (
	"user_id" bigint NOT NULL,
	"language" text NOT NULL,
	"status" text NOT NULL,
	"answer_json" text NOT NULL,
	"learning_level" integer,
	CONSTRAINT "lesson_activations_user_id_language_pk" PRIMARY KEY("user_id","language")
);
--> statement-breakpoint
CREATE TABLE "problem_reports" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "problem_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"group_class_student_id" bigint NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reduced_teachers" (
	"user_id" bigint NOT NULL,
	"teacher_id" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reduced_teachers_user_id_teacher_id_pk" PRIMARY KEY("user_id","teacher_id")
);
--> statement-breakpoint
CREATE TABLE "search_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"word" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_lesson_stats" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"completed_lessons" integer DEFAULT 0 NOT NULL,
	"has_trial" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"code" text PRIMARY KEY NOT NULL,
	"category_code" text NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teacher_open_slots" (
	"teacher_id" bigint NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	CONSTRAINT "teacher_open_slots_teacher_id_start_time_pk" PRIMARY KEY("teacher_id","start_time")
);
--> statement-breakpoint
CREATE TABLE "teacher_translations" (
	"teacher_id" bigint NOT NULL,
	"target_lang" text NOT NULL,
	"about_info" text NOT NULL,
	"short_signature" text NOT NULL,
	CONSTRAINT "teacher_translations_teacher_id_target_lang_pk" PRIMARY KEY("teacher_id","target_lang")
);
--> statement-breakpoint
ALTER TABLE "email_confirmations" ADD CONSTRAINT "email_confirmations_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_languages" ADD CONSTRAINT "user_languages_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_students" ADD CONSTRAINT "course_students_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_students" ADD CONSTRAINT "course_students_student_id_users_user_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_teacher_id_teachers_user_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_class_students" ADD CONSTRAINT "group_class_students_group_class_id_group_classes_id_fk" FOREIGN KEY ("group_class_id") REFERENCES "public"."group_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_class_students" ADD CONSTRAINT "group_class_students_student_id_users_user_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_classes" ADD CONSTRAINT "group_classes_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_classes" ADD CONSTRAINT "group_classes_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_classes" ADD CONSTRAINT "group_classes_teacher_id_teachers_user_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_group_class_student_id_group_class_students_id_fk" FOREIGN KEY ("group_class_student_id") REFERENCES "public"."group_class_students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_course_student_id_course_students_id_fk" FOREIGN KEY ("course_student_id") REFERENCES "public"."course_students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_teacher_id_teachers_user_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_student_id_users_user_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_languages" ADD CONSTRAINT "teacher_languages_teacher_id_teachers_user_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teachers" ADD CONSTRAINT "teachers_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topics" ADD CONSTRAINT "topics_teacher_id_teachers_user_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_teacher_id_teachers_user_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedbacks" ADD CONSTRAINT "feedbacks_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_activations" ADD CONSTRAINT "lesson_activations_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_reports" ADD CONSTRAINT "problem_reports_group_class_student_id_group_class_students_id_fk" FOREIGN KEY ("group_class_student_id") REFERENCES "public"."group_class_students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reduced_teachers" ADD CONSTRAINT "reduced_teachers_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reduced_teachers" ADD CONSTRAINT "reduced_teachers_teacher_id_teachers_user_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_history" ADD CONSTRAINT "search_history_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_lesson_stats" ADD CONSTRAINT "student_lesson_stats_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_category_code_categories_code_fk" FOREIGN KEY ("category_code") REFERENCES "public"."categories"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_open_slots" ADD CONSTRAINT "teacher_open_slots_teacher_id_teachers_user_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_translations" ADD CONSTRAINT "teacher_translations_teacher_id_teachers_user_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sign_in_failures_email_at_idx" ON "sign_in_failures" USING btree ("email_lower","at");--> statement-breakpoint
CREATE INDEX "sign_in_failures_address_at_idx" ON "sign_in_failures" USING btree ("address","at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_languages_user_language_key" ON "user_languages" USING btree ("user_id","language");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "course_students_live_key" ON "course_students" USING btree ("course_id","student_id") WHERE status <> 'Cancelled';--> statement-breakpoint
CREATE INDEX "course_students_student_idx" ON "course_students" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "courses_topic_idx" ON "courses" USING btree ("topic_id");--> statement-breakpoint
CREATE INDEX "courses_start_idx" ON "courses" USING btree ("start_time");--> statement-breakpoint
CREATE INDEX "courses_status_start_idx" ON "courses" USING btree ("status","start_time");--> statement-breakpoint
CREATE UNIQUE INDEX "group_class_students_live_key" ON "group_class_students" USING btree ("group_class_id","student_id") WHERE status <> 'CANCELLED';--> statement-breakpoint
CREATE INDEX "group_class_students_student_idx" ON "group_class_students" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "group_classes_start_idx" ON "group_classes" USING btree ("start_time");--> statement-breakpoint
CREATE INDEX "group_classes_topic_start_idx" ON "group_classes" USING btree ("topic_id","start_time");--> statement-breakpoint
CREATE INDEX "group_classes_teacher_start_idx" ON "group_classes" USING btree ("teacher_id","start_time");--> statement-breakpoint
CREATE INDEX "group_classes_course_idx" ON "group_classes" USING btree ("course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_idempotency_key" ON "ledger_entries" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "ledger_entries_user_idx" ON "ledger_entries" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "reviews_teacher_time_idx" ON "reviews" USING btree ("teacher_id","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "teacher_languages_key" ON "teacher_languages" USING btree ("teacher_id","language");--> statement-breakpoint
CREATE INDEX "teacher_languages_language_idx" ON "teacher_languages" USING btree ("language","teaches");--> statement-breakpoint
CREATE INDEX "teachers_first_available_idx" ON "teachers" USING btree ("first_available_time");--> statement-breakpoint
CREATE INDEX "topics_teacher_idx" ON "topics" USING btree ("teacher_id");--> statement-breakpoint
CREATE INDEX "topics_language_level_idx" ON "topics" USING btree ("language","language_level");--> statement-breakpoint
CREATE INDEX "blog_posts_lang_idx" ON "blog_posts" USING btree ("display_language","learning_language","published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cms_content_key" ON "cms_content" USING btree ("lang","path","is_wip");--> statement-breakpoint
CREATE INDEX "faq_items_page_idx" ON "faq_items" USING btree ("page","lang","position");--> statement-breakpoint
CREATE INDEX "favourites_teacher_idx" ON "favourites" USING btree ("teacher_id");--> statement-breakpoint
CREATE INDEX "search_history_user_idx" ON "search_history" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "tags_category_idx" ON "tags" USING btree ("category_code");--> statement-breakpoint
CREATE INDEX "teacher_open_slots_start_idx" ON "teacher_open_slots" USING btree ("start_time");