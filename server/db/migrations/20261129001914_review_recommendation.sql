ALTER TABLE "review_tallies" DROP CONSTRAINT "review_tallies_key";--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "recommendation" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "can_reply" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "review_tallies" ADD COLUMN "recommendation" text;--> statement-breakpoint
ALTER TABLE "review_tallies" ADD CONSTRAINT "review_tallies_key" UNIQUE NULLS NOT DISTINCT("user_id","business_id","platform","rating","recommendation","reply_status","platform_replied");--> statement-breakpoint
-- The tallies count recommendations apart from stars, so averages leave them out and the dashboard can show them.
CREATE OR REPLACE FUNCTION count_review_changes() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO review_tallies AS t (user_id, business_id, platform, rating, recommendation, reply_status, platform_replied, reviews)
    SELECT user_id, business_id, platform, rating, recommendation, reply_status, platform_reply_text IS NOT NULL, count(*)
    FROM new_reviews GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1, 2, 3, 4, 5, 6, 7
    ON CONFLICT ON CONSTRAINT review_tallies_key DO UPDATE SET reviews = t.reviews + excluded.reviews;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO review_tallies AS t (user_id, business_id, platform, rating, recommendation, reply_status, platform_replied, reviews)
    SELECT user_id, business_id, platform, rating, recommendation, reply_status, replied, sum(change) FROM (
      SELECT user_id, business_id, platform, rating, recommendation, reply_status, platform_reply_text IS NOT NULL AS replied, -1 AS change FROM old_reviews
      UNION ALL
      SELECT user_id, business_id, platform, rating, recommendation, reply_status, platform_reply_text IS NOT NULL, 1 FROM new_reviews
    ) changes
    GROUP BY 1, 2, 3, 4, 5, 6, 7 HAVING sum(change) <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7
    ON CONFLICT ON CONSTRAINT review_tallies_key DO UPDATE SET reviews = t.reviews + excluded.reviews;
    DELETE FROM review_tallies WHERE reviews = 0 AND user_id IN (SELECT user_id FROM old_reviews);
  ELSE
    INSERT INTO review_tallies AS t (user_id, business_id, platform, rating, recommendation, reply_status, platform_replied, reviews)
    SELECT user_id, business_id, platform, rating, recommendation, reply_status, platform_reply_text IS NOT NULL, -count(*)
    FROM old_reviews GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1, 2, 3, 4, 5, 6, 7
    ON CONFLICT ON CONSTRAINT review_tallies_key DO UPDATE SET reviews = t.reviews + excluded.reviews;
    DELETE FROM review_tallies WHERE reviews = 0 AND user_id IN (SELECT user_id FROM old_reviews);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
