ALTER TABLE "ai_responses" ADD COLUMN "warnings" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "ai_responses" ADD COLUMN "edited_by_owner" boolean DEFAULT false NOT NULL;