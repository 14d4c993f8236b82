ALTER TABLE "platform_connections" ADD COLUMN "last_sync_error_code" jsonb;--> statement-breakpoint
ALTER TABLE "ai_responses" ADD COLUMN "status_reason_code" jsonb;--> statement-breakpoint
CREATE INDEX "ai_responses_scheduled" ON "ai_responses" USING btree ("user_id","scheduled_for") WHERE status = 'approved';--> statement-breakpoint
CREATE INDEX "ai_responses_needs_owner" ON "ai_responses" USING btree ("user_id","updated_at") WHERE status = 'failed' OR (status = 'pending' AND status_reason IS NOT NULL);