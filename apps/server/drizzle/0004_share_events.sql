CREATE TABLE "share_events" (
	"id" text PRIMARY KEY NOT NULL,
	"recipe_id" text NOT NULL,
	"shared_by" text,
	"platform" text DEFAULT 'web' NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"saves" integer DEFAULT 0 NOT NULL,
	"signups" integer DEFAULT 0 NOT NULL,
	"converted_users" text[] DEFAULT '{}' NOT NULL,
	"viewed_by" text[] DEFAULT '{}' NOT NULL,
	"last_viewed" timestamp with time zone,
	"last_saved" timestamp with time zone,
	"last_signup" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "share_events" ADD CONSTRAINT "share_events_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_events" ADD CONSTRAINT "share_events_shared_by_users_id_fk" FOREIGN KEY ("shared_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "share_events_recipe_id_idx" ON "share_events" USING btree ("recipe_id");--> statement-breakpoint
CREATE INDEX "share_events_shared_by_idx" ON "share_events" USING btree ("shared_by");