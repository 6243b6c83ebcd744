CREATE TABLE "auto_sponsors" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"max_active" integer NOT NULL,
	"max_per_day" integer NOT NULL,
	"weight" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"pass" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auto_sponsors_max_active" CHECK ("auto_sponsors"."max_active" between 0 and 1000),
	CONSTRAINT "auto_sponsors_max_per_day" CHECK ("auto_sponsors"."max_per_day" between 0 and 1000),
	CONSTRAINT "auto_sponsors_weight" CHECK ("auto_sponsors"."weight" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "sponsor_waitlist" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sponsorships" (
	"id" serial PRIMARY KEY NOT NULL,
	"sponsor_id" integer NOT NULL,
	"ward_id" integer NOT NULL,
	"source" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"ended_by" integer,
	"end_reason" text,
	CONSTRAINT "sponsorships_source" CHECK ("sponsorships"."source" in ('link', 'queue')),
	CONSTRAINT "sponsorships_end" CHECK (("sponsorships"."ended_at" is null and "sponsorships"."end_reason" is null and "sponsorships"."ended_by" is null)
        or ("sponsorships"."ended_at" is not null and "sponsorships"."end_reason" in ('ward', 'sponsor', 'admin', 'deleted'))),
	CONSTRAINT "sponsorships_not_self" CHECK ("sponsorships"."sponsor_id" <> "sponsorships"."ward_id")
);
--> statement-breakpoint
ALTER TABLE "auto_sponsors" ADD CONSTRAINT "auto_sponsors_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_waitlist" ADD CONSTRAINT "sponsor_waitlist_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsorships" ADD CONSTRAINT "sponsorships_sponsor_id_users_id_fk" FOREIGN KEY ("sponsor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsorships" ADD CONSTRAINT "sponsorships_ward_id_users_id_fk" FOREIGN KEY ("ward_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsorships" ADD CONSTRAINT "sponsorships_ended_by_users_id_fk" FOREIGN KEY ("ended_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sponsor_waitlist_since_idx" ON "sponsor_waitlist" USING btree ("since","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sponsorships_active_ward_idx" ON "sponsorships" USING btree ("ward_id") WHERE "sponsorships"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "sponsorships_active_sponsor_idx" ON "sponsorships" USING btree ("sponsor_id") WHERE "sponsorships"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "sponsorships_sponsor_started_idx" ON "sponsorships" USING btree ("sponsor_id","started_at");--> statement-breakpoint
CREATE INDEX "sponsorships_ward_idx" ON "sponsorships" USING btree ("ward_id","started_at");--> statement-breakpoint
CREATE INDEX "sponsorships_started_idx" ON "sponsorships" USING btree ("started_at");