CREATE TABLE "notification_settings" (
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"show" boolean DEFAULT true NOT NULL,
	"sound" boolean DEFAULT true NOT NULL,
	"desktop" boolean DEFAULT true NOT NULL,
	"from" text DEFAULT 'everyone' NOT NULL,
	CONSTRAINT "notification_settings_user_id_type_pk" PRIMARY KEY("user_id","type")
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_actor_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "actor_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "group_key" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "grouped_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_open_group_idx" ON "notifications" USING btree ("user_id","group_key") WHERE "notifications"."checked_at" is null and "notifications"."group_key" is not null;--> statement-breakpoint
-- Each notification's one actor becomes its list of actors.
UPDATE "notifications" SET "actor_ids" = ARRAY["actor_id"] WHERE "actor_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" DROP COLUMN "actor_id";