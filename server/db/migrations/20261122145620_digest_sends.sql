CREATE TABLE "digest_sends" (
	"user_id" uuid NOT NULL,
	"period_key" text NOT NULL,
	"emailed" boolean NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "digest_sends_user_id_period_key_pk" PRIMARY KEY("user_id","period_key")
);
--> statement-breakpoint
ALTER TABLE "digest_sends" ADD CONSTRAINT "digest_sends_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;