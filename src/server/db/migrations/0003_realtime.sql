CREATE TABLE "backgrounds" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"background" text NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "backgrounds_type_check" CHECK ("backgrounds"."type" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "event_bus" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"channel" text DEFAULT gen_random_uuid()::text NOT NULL,
	CONSTRAINT "event_bus_single_row" CHECK ("event_bus"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "user_event_seqs" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"seq" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_events" (
	"user_id" integer NOT NULL,
	"seq" bigint NOT NULL,
	"type" text NOT NULL,
	"action" text,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_events_user_id_seq_pk" PRIMARY KEY("user_id","seq")
);
--> statement-breakpoint
ALTER TABLE "backgrounds" ADD CONSTRAINT "backgrounds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_event_seqs" ADD CONSTRAINT "user_event_seqs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_events" ADD CONSTRAINT "user_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "backgrounds_user_id_idx" ON "backgrounds" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "backgrounds_one_active_idx" ON "backgrounds" USING btree ("user_id") WHERE "backgrounds"."active";--> statement-breakpoint
CREATE INDEX "user_events_created_at_idx" ON "user_events" USING btree ("created_at");