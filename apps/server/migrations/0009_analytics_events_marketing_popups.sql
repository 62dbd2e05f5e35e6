CREATE TABLE "analytics_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analytics_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_id" text NOT NULL,
	"name" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"path" text NOT NULL,
	"user_id" bigint,
	"browser_key" text,
	"booking_flow_id" text,
	"props" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marketing_popup_dismissals" (
	"user_id" bigint NOT NULL,
	"popup_id" bigint NOT NULL,
	"dismissed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "marketing_popup_dismissals_user_id_popup_id_pk" PRIMARY KEY("user_id","popup_id")
);
--> statement-breakpoint
CREATE TABLE "marketing_popups" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "marketing_popups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"body" text NOT NULL,
	"cta_label" text,
	"cta_link" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketing_popup_dismissals" ADD CONSTRAINT "marketing_popup_dismissals_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketing_popup_dismissals" ADD CONSTRAINT "marketing_popup_dismissals_popup_id_marketing_popups_id_fk" FOREIGN KEY ("popup_id") REFERENCES "public"."marketing_popups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "analytics_events_event_id_key" ON "analytics_events" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "analytics_events_name_received_idx" ON "analytics_events" USING btree ("name","received_at");--> statement-breakpoint
CREATE INDEX "analytics_events_received_idx" ON "analytics_events" USING btree ("received_at");