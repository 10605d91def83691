CREATE TABLE "recipe_access_grants" (
	"user_id" text NOT NULL,
	"recipe_id" text NOT NULL,
	"source" text DEFAULT 'admin_grant' NOT NULL,
	"granted_by" text,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recipe_access_grants_user_id_recipe_id_pk" PRIMARY KEY("user_id","recipe_id")
);
--> statement-breakpoint
ALTER TABLE "recipe_access_grants" ADD CONSTRAINT "recipe_access_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_access_grants" ADD CONSTRAINT "recipe_access_grants_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_access_grants" ADD CONSTRAINT "recipe_access_grants_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recipe_access_grants_recipe_idx" ON "recipe_access_grants" USING btree ("recipe_id","granted_at");--> statement-breakpoint
CREATE INDEX "recipe_access_grants_granted_at_idx" ON "recipe_access_grants" USING btree ("granted_at");