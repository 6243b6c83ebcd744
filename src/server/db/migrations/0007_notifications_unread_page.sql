DROP INDEX "notifications_unread_idx";--> statement-breakpoint
CREATE INDEX "notifications_unread_id_idx" ON "notifications" USING btree ("user_id","id") WHERE "notifications"."checked_at" is null;