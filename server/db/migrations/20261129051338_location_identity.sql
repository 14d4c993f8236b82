ALTER TABLE "businesses" ADD COLUMN "contact_name" text;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "reply_language" text;