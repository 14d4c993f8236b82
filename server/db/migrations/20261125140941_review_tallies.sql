CREATE TABLE "review_tallies" (
	"user_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"platform" text NOT NULL,
	"rating" integer,
	"reply_status" text,
	"platform_replied" boolean NOT NULL,
	"reviews" integer NOT NULL,
	CONSTRAINT "review_tallies_key" UNIQUE NULLS NOT DISTINCT("user_id","business_id","platform","rating","reply_status","platform_replied")
);
