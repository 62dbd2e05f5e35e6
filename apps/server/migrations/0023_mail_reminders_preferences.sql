CREATE TABLE "mail_opt_outs" (
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mail_opt_outs_user_id_kind_pk" PRIMARY KEY("user_id","kind"),
	CONSTRAINT "mail_opt_outs_kind_check" CHECK ("mail_opt_outs"."kind" in ('reminder_24h', 'reminder_1h', 'teacher_new_booking'))
);
--> statement-breakpoint
CREATE TABLE "mail_unsubscribe_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mail_unsubscribe_tokens_kind_check" CHECK ("mail_unsubscribe_tokens"."kind" in ('reminder_24h', 'reminder_1h', 'teacher_new_booking'))
);
--> statement-breakpoint
CREATE TABLE "reminder_sends" (
	"target" text NOT NULL,
	"target_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"user_id" bigint NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reminder_sends_target_target_id_kind_pk" PRIMARY KEY("target","target_id","kind"),
	CONSTRAINT "reminder_sends_target_check" CHECK ("reminder_sends"."target" in ('class_seat', 'lesson')),
	CONSTRAINT "reminder_sends_kind_check" CHECK ("reminder_sends"."kind" in ('DAY_BEFORE', 'HOUR_BEFORE')),
	CONSTRAINT "reminder_sends_outcome_check" CHECK ("reminder_sends"."outcome" in ('queued', 'opted_out', 'skipped'))
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "list_unsubscribe" text;--> statement-breakpoint
ALTER TABLE "mail_opt_outs" ADD CONSTRAINT "mail_opt_outs_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_unsubscribe_tokens" ADD CONSTRAINT "mail_unsubscribe_tokens_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_sends" ADD CONSTRAINT "reminder_sends_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_unsubscribe_tokens_created_idx" ON "mail_unsubscribe_tokens" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "reminder_sends_user_idx" ON "reminder_sends" USING btree ("user_id");