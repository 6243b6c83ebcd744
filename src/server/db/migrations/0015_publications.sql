CREATE TABLE "publication_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"publication_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"reply_to_id" integer,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "publication_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"publication_id" integer NOT NULL,
	"role" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"stored_path" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "publication_files_stored_path_unique" UNIQUE("stored_path"),
	CONSTRAINT "publication_files_role_check" CHECK ("publication_files"."role" in ('preview', 'attachment'))
);
--> statement-breakpoint
CREATE TABLE "publication_reactions" (
	"publication_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "publication_reactions_publication_id_user_id_code_pk" PRIMARY KEY("publication_id","user_id","code")
);
--> statement-breakpoint
CREATE TABLE "publication_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"publication_id" integer NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"text" jsonb NOT NULL,
	"rubric_id" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "publication_revisions_version_key" UNIQUE("publication_id","version")
);
--> statement-breakpoint
CREATE TABLE "publication_views" (
	"publication_id" integer NOT NULL,
	"viewer_id" integer NOT NULL,
	"day" date DEFAULT now() NOT NULL,
	CONSTRAINT "publication_views_publication_id_day_viewer_id_pk" PRIMARY KEY("publication_id","day","viewer_id")
);
--> statement-breakpoint
CREATE TABLE "publications" (
	"id" serial PRIMARY KEY NOT NULL,
	"author_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"text" jsonb NOT NULL,
	"excerpt" text DEFAULT '' NOT NULL,
	"rubric_id" smallint NOT NULL,
	"status" text NOT NULL,
	"published_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "publications_type_check" CHECK ("publications"."type" in (1, 2, 3)),
	CONSTRAINT "publications_status_check" CHECK ("publications"."status" in ('draft', 'scheduled', 'published', 'hidden'))
);
--> statement-breakpoint
ALTER TABLE "publication_comments" ADD CONSTRAINT "publication_comments_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publication_comments" ADD CONSTRAINT "publication_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publication_comments" ADD CONSTRAINT "publication_comments_reply_to_id_publication_comments_id_fk" FOREIGN KEY ("reply_to_id") REFERENCES "public"."publication_comments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publication_files" ADD CONSTRAINT "publication_files_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publication_reactions" ADD CONSTRAINT "publication_reactions_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publication_reactions" ADD CONSTRAINT "publication_reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publication_revisions" ADD CONSTRAINT "publication_revisions_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publication_views" ADD CONSTRAINT "publication_views_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publication_views" ADD CONSTRAINT "publication_views_viewer_id_users_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "publication_comments_publication_idx" ON "publication_comments" USING btree ("publication_id","id");--> statement-breakpoint
CREATE INDEX "publication_files_publication_idx" ON "publication_files" USING btree ("publication_id");--> statement-breakpoint
CREATE INDEX "publications_rubric_feed_idx" ON "publications" USING btree ("rubric_id","published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "publications"."status" in ('published', 'scheduled');--> statement-breakpoint
CREATE INDEX "publications_author_feed_idx" ON "publications" USING btree ("author_id","published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "publications"."status" in ('published', 'scheduled');--> statement-breakpoint
CREATE INDEX "publications_feed_idx" ON "publications" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "publications"."status" in ('published', 'scheduled');--> statement-breakpoint
CREATE INDEX "publications_drafts_idx" ON "publications" USING btree ("author_id","updated_at" DESC NULLS LAST);