-- Inline demo sheets (no stored file) go: every material is now an upload in storage, the demo's too.
DELETE FROM "attachments" WHERE "storage_key" IS NULL;--> statement-breakpoint
ALTER TABLE "attachments" ALTER COLUMN "storage_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "attachments" ALTER COLUMN "byte_size" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "attachments" DROP COLUMN "content";