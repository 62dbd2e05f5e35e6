CREATE TABLE "topic_favourites" (
	"user_id" bigint NOT NULL,
	"topic_id" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "topic_favourites_user_id_topic_id_pk" PRIMARY KEY("user_id","topic_id")
);
--> statement-breakpoint
ALTER TABLE "topic_favourites" ADD CONSTRAINT "topic_favourites_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_favourites" ADD CONSTRAINT "topic_favourites_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "topic_favourites_topic_idx" ON "topic_favourites" USING btree ("topic_id");