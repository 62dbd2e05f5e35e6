ALTER TABLE "blog_posts" ADD COLUMN "body" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "blog_posts_slug_key" ON "blog_posts" USING btree ("slug");