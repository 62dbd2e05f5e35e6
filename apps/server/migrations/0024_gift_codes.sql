CREATE TABLE "gift_code_redemptions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gift_code_redemptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"gift_code_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"amount_cents" integer NOT NULL,
	"redeemed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_codes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gift_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"max_uses" integer NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"disabled_at" timestamp with time zone,
	"created_by" bigint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "gift_codes_uses_check" CHECK ("gift_codes"."uses" >= 0 and "gift_codes"."uses" <= "gift_codes"."max_uses"),
	CONSTRAINT "gift_codes_amount_check" CHECK ("gift_codes"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_kind_check";--> statement-breakpoint
ALTER TABLE "gift_code_redemptions" ADD CONSTRAINT "gift_code_redemptions_gift_code_id_gift_codes_id_fk" FOREIGN KEY ("gift_code_id") REFERENCES "public"."gift_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_code_redemptions" ADD CONSTRAINT "gift_code_redemptions_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_codes" ADD CONSTRAINT "gift_codes_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gift_code_redemptions_code_user_key" ON "gift_code_redemptions" USING btree ("gift_code_id","user_id");--> statement-breakpoint
CREATE INDEX "gift_code_redemptions_user_idx" ON "gift_code_redemptions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_codes_code_key" ON "gift_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "gift_codes_created_idx" ON "gift_codes" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_kind_check" CHECK ("ledger_entries"."kind" in ('TOP_UP', 'CLASS_PAYMENT', 'COURSE_PAYMENT', 'LESSON_PAYMENT', 'REFUND', 'WELCOME_CREDIT', 'GIFT_CODE'));