CREATE TABLE "franchises" (
	"id" serial PRIMARY KEY NOT NULL,
	"holder_id" integer NOT NULL,
	"name" text NOT NULL,
	"territory" text NOT NULL,
	"territory_kind" text NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"granted_by" integer,
	"revoked_at" timestamp with time zone,
	"revoked_by" integer,
	CONSTRAINT "franchises_territory_kind" CHECK ("franchises"."territory_kind" in ('city', 'region'))
);
--> statement-breakpoint
ALTER TABLE "franchises" ADD CONSTRAINT "franchises_holder_id_users_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "franchises" ADD CONSTRAINT "franchises_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "franchises" ADD CONSTRAINT "franchises_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "franchises_holder_idx" ON "franchises" USING btree ("holder_id") WHERE "franchises"."revoked_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "franchises_held_idx" ON "franchises" USING btree (lower("name"),lower("territory"),"territory_kind") WHERE "franchises"."revoked_at" is null;