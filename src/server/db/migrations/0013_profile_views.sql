CREATE TABLE "profile_views" (
	"user_id" integer NOT NULL,
	"viewer_id" integer NOT NULL,
	"day" date DEFAULT now() NOT NULL,
	CONSTRAINT "profile_views_user_id_day_viewer_id_pk" PRIMARY KEY("user_id","day","viewer_id")
);
--> statement-breakpoint
ALTER TABLE "profile_views" ADD CONSTRAINT "profile_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_views" ADD CONSTRAINT "profile_views_viewer_id_users_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;