CREATE TABLE "notification_counters" (
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"unread" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "notification_counters_user_id_type_pk" PRIMARY KEY("user_id","type")
);
--> statement-breakpoint
ALTER TABLE "notification_counters" ADD CONSTRAINT "notification_counters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The notifications made before the counters were kept.
INSERT INTO "notification_counters" ("user_id", "type", "total", "unread")
SELECT "user_id", "type", count(*), count(*) FILTER (WHERE "checked_at" IS NULL)
FROM "notifications" GROUP BY "user_id", "type";
