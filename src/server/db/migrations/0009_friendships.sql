CREATE TABLE "friendships" (
	"low_id" integer NOT NULL,
	"high_id" integer NOT NULL,
	"requester_id" integer NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "friendships_low_id_high_id_pk" PRIMARY KEY("low_id","high_id"),
	CONSTRAINT "friendships_pair_ordered" CHECK ("friendships"."low_id" < "friendships"."high_id"),
	CONSTRAINT "friendships_status" CHECK ("friendships"."status" in ('requested', 'rejected', 'accepted')),
	CONSTRAINT "friendships_requester" CHECK ("friendships"."requester_id" in ("friendships"."low_id", "friendships"."high_id"))
);
--> statement-breakpoint
ALTER TABLE "friendships" ADD CONSTRAINT "friendships_low_id_users_id_fk" FOREIGN KEY ("low_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friendships" ADD CONSTRAINT "friendships_high_id_users_id_fk" FOREIGN KEY ("high_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "friendships_high_id_idx" ON "friendships" USING btree ("high_id","low_id");