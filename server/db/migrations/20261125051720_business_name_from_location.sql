-- A business still called by the connect flow's placeholder ('My Business', spec §9) takes the title of
-- the location connected to it; a name the owner typed is left alone.
UPDATE businesses AS b
SET name = c.platform_business_name
FROM (
  SELECT DISTINCT ON (business_id) business_id, platform_business_name
  FROM platform_connections
  WHERE btrim(coalesce(platform_business_name, '')) <> ''
  ORDER BY business_id, connected_at
) AS c
WHERE c.business_id = b.id AND b.name = 'My Business';
--> statement-breakpoint
-- Replies drafted while the business carried the placeholder sign with its real name now. Posted replies
-- are public and stay as they are; so does one a worker is posting at this moment.
UPDATE ai_responses AS a
SET response_text = replace(a.response_text, 'My Business', b.name), updated_at = now()
FROM reviews AS r
JOIN businesses AS b ON b.id = r.business_id
WHERE r.id = a.review_id
  AND a.status IN ('pending', 'failed', 'approved')
  AND a.posting_claimed_at IS NULL
  AND b.name <> 'My Business'
  AND a.response_text LIKE '%My Business%';
