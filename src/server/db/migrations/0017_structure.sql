CREATE TABLE "referral_counts" (
	"member_id" integer NOT NULL,
	"level" integer NOT NULL,
	"members" integer NOT NULL,
	CONSTRAINT "referral_counts_member_id_level_pk" PRIMARY KEY("member_id","level"),
	CONSTRAINT "referral_counts_level" CHECK ("referral_counts"."level" >= 1),
	CONSTRAINT "referral_counts_members" CHECK ("referral_counts"."members" >= 0)
);
--> statement-breakpoint
CREATE TABLE "referral_tree" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"path" integer[] NOT NULL,
	"depth" integer NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_tree_depth" CHECK ("referral_tree"."depth" = cardinality("referral_tree"."path") - 1)
);
--> statement-breakpoint
ALTER TABLE "referral_counts" ADD CONSTRAINT "referral_counts_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_tree" ADD CONSTRAINT "referral_tree_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_tree" ADD CONSTRAINT "referral_tree_parent_id_users_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "referral_counts_leaders_idx" ON "referral_counts" USING btree ("level","members");--> statement-breakpoint
CREATE INDEX "referral_tree_level_idx" ON "referral_tree" USING btree ("depth","path");--> statement-breakpoint
CREATE INDEX "referral_tree_path_idx" ON "referral_tree" USING btree ("path");--> statement-breakpoint
CREATE INDEX "referral_tree_parent_idx" ON "referral_tree" USING btree ("parent_id","joined_at");--> statement-breakpoint
CREATE INDEX "referral_tree_joined_idx" ON "referral_tree" USING btree ("joined_at");--> statement-breakpoint
-- Members who confirmed their address before the structure existed, each under their referrer (a referrer
-- outside the tree — unconfirmed — leaves them a root). Deleted accounts keep their place, so that those they
-- invited stay where they were; the counts leave them out, as a deletion does from now on.
WITH RECURSIVE "placed" AS (
	SELECT "id", "referrer_id", coalesce("email_verified_at", "created_at") AS "joined_at" FROM "users"
	WHERE "email_verified_at" IS NOT NULL OR "deleted_at" IS NOT NULL
), "tree" AS (
	SELECT "p"."id", NULL::integer AS "parent_id", ARRAY["p"."id"] AS "path", "p"."joined_at"
	FROM "placed" "p"
	WHERE NOT EXISTS (SELECT 1 FROM "placed" "r" WHERE "r"."id" = "p"."referrer_id")
	UNION ALL
	SELECT "p"."id", "t"."id", "t"."path" || "p"."id", "p"."joined_at"
	FROM "placed" "p" JOIN "tree" "t" ON "p"."referrer_id" = "t"."id"
	WHERE NOT "p"."id" = ANY("t"."path")
)
INSERT INTO "referral_tree" ("member_id", "parent_id", "path", "depth", "joined_at")
SELECT "id", "parent_id", "path", cardinality("path") - 1, "joined_at" FROM "tree";
--> statement-breakpoint
INSERT INTO "referral_counts" ("member_id", "level", "members")
SELECT "a"."ancestor", "t"."depth" + 1 - "a"."position", count(*)
FROM "referral_tree" "t" JOIN "users" "u" ON "u"."id" = "t"."member_id" AND "u"."deleted_at" IS NULL,
	unnest("t"."path") WITH ORDINALITY AS "a"("ancestor", "position")
WHERE "a"."position" <= "t"."depth"
GROUP BY 1, 2;
