-- Keeps review_tallies equal to the reviews it counts, in the same transaction as every change to them.
-- Statement-level triggers read the changed rows as a whole, so an import of 10,000 reviews updates a
-- handful of tally rows once, not once per review. Keys are written in one order, so two writers of one
-- account wait for each other instead of deadlocking.
CREATE OR REPLACE FUNCTION count_review_changes() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO review_tallies AS t (user_id, business_id, platform, rating, reply_status, platform_replied, reviews)
    SELECT user_id, business_id, platform, rating, reply_status, platform_reply_text IS NOT NULL, count(*)
    FROM new_reviews GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT ON CONSTRAINT review_tallies_key DO UPDATE SET reviews = t.reviews + excluded.reviews;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO review_tallies AS t (user_id, business_id, platform, rating, reply_status, platform_replied, reviews)
    SELECT user_id, business_id, platform, rating, reply_status, replied, sum(change) FROM (
      SELECT user_id, business_id, platform, rating, reply_status, platform_reply_text IS NOT NULL AS replied, -1 AS change FROM old_reviews
      UNION ALL
      SELECT user_id, business_id, platform, rating, reply_status, platform_reply_text IS NOT NULL, 1 FROM new_reviews
    ) changes
    GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(change) <> 0 ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT ON CONSTRAINT review_tallies_key DO UPDATE SET reviews = t.reviews + excluded.reviews;
    DELETE FROM review_tallies WHERE reviews = 0 AND user_id IN (SELECT user_id FROM old_reviews);
  ELSE
    INSERT INTO review_tallies AS t (user_id, business_id, platform, rating, reply_status, platform_replied, reviews)
    SELECT user_id, business_id, platform, rating, reply_status, platform_reply_text IS NOT NULL, -count(*)
    FROM old_reviews GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT ON CONSTRAINT review_tallies_key DO UPDATE SET reviews = t.reviews + excluded.reviews;
    DELETE FROM review_tallies WHERE reviews = 0 AND user_id IN (SELECT user_id FROM old_reviews);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER reviews_tally_insert AFTER INSERT ON reviews REFERENCING NEW TABLE AS new_reviews
FOR EACH STATEMENT EXECUTE FUNCTION count_review_changes();
--> statement-breakpoint
CREATE TRIGGER reviews_tally_update AFTER UPDATE ON reviews REFERENCING OLD TABLE AS old_reviews NEW TABLE AS new_reviews
FOR EACH STATEMENT EXECUTE FUNCTION count_review_changes();
--> statement-breakpoint
CREATE TRIGGER reviews_tally_delete AFTER DELETE ON reviews REFERENCING OLD TABLE AS old_reviews
FOR EACH STATEMENT EXECUTE FUNCTION count_review_changes();
--> statement-breakpoint
INSERT INTO review_tallies (user_id, business_id, platform, rating, reply_status, platform_replied, reviews)
SELECT user_id, business_id, platform, rating, reply_status, platform_reply_text IS NOT NULL, count(*)
FROM reviews GROUP BY 1, 2, 3, 4, 5, 6;
