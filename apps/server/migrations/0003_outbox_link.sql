ALTER TABLE "outbox" ADD COLUMN "link" text;--> statement-breakpoint
-- Mail written before the column existed: the link is the confirmation URL in the text.
UPDATE "outbox" SET "link" = substring("body" from 'https?://[^[:space:]]+/confirm-email\?token=[A-Za-z0-9_-]+') WHERE "link" IS NULL;
