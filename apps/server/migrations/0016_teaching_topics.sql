ALTER TABLE "attachments" ALTER COLUMN "content" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "attachments" ADD COLUMN "storage_key" text;--> statement-breakpoint
ALTER TABLE "attachments" ADD COLUMN "byte_size" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "attachments" ADD COLUMN "created_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "topics" ADD COLUMN "cover_key" text;--> statement-breakpoint
ALTER TABLE "topics" ADD COLUMN "cover_content_type" text;--> statement-breakpoint
ALTER TABLE "topics" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "topics" ADD CONSTRAINT "topics_status_check" CHECK ("topics"."status" in ('APPROVE', 'ARCHIVED'));