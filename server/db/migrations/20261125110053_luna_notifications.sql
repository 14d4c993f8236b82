CREATE TABLE "luna_dismissals" (
	"user_id" uuid NOT NULL,
	"notification_id" text NOT NULL,
	"dismissed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "luna_dismissals_user_id_notification_id_pk" PRIMARY KEY("user_id","notification_id")
);
--> statement-breakpoint
CREATE TABLE "luna_panel_visits" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"visit_started_at" timestamp with time zone NOT NULL,
	"previous_visit_started_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "luna_dismissals" ADD CONSTRAINT "luna_dismissals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "luna_panel_visits" ADD CONSTRAINT "luna_panel_visits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;