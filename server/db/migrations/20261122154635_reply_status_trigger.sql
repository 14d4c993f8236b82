-- Keeps reviews.reply_status equal to the status of the review's reply, whatever code changes it.
CREATE OR REPLACE FUNCTION sync_review_reply_status() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE reviews SET reply_status = NULL WHERE id = OLD.review_id;
    RETURN OLD;
  END IF;
  UPDATE reviews SET reply_status = NEW.status WHERE id = NEW.review_id AND reply_status IS DISTINCT FROM NEW.status;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER ai_responses_reply_status
AFTER INSERT OR DELETE OR UPDATE OF status ON ai_responses
FOR EACH ROW EXECUTE FUNCTION sync_review_reply_status();
--> statement-breakpoint
UPDATE reviews SET reply_status = a.status FROM ai_responses a WHERE a.review_id = reviews.id;
