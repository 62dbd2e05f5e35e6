CREATE TABLE "payment_checkouts" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"decline_reason" text,
	"return_path" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "payment_checkouts_provider_check" CHECK ("payment_checkouts"."provider" in ('stripe', 'sandbox')),
	CONSTRAINT "payment_checkouts_status_check" CHECK ("payment_checkouts"."status" in ('created', 'completed', 'declined', 'expired')),
	CONSTRAINT "payment_checkouts_amount_check" CHECK ("payment_checkouts"."amount_cents" > 0),
	CONSTRAINT "payment_checkouts_completed_check" CHECK (("payment_checkouts"."status" = 'completed') = ("payment_checkouts"."completed_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"checkout_id" text,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_checkouts" ADD CONSTRAINT "payment_checkouts_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_checkouts_provider_ref" ON "payment_checkouts" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE INDEX "payment_checkouts_user_idx" ON "payment_checkouts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_webhook_events_key" ON "payment_webhook_events" USING btree ("provider","event_id");