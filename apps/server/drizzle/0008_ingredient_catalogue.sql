CREATE TABLE "ingredient_aliases" (
	"alias" text PRIMARY KEY NOT NULL,
	"ingredient_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ingredients" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"normalised_name" text NOT NULL,
	"category" text NOT NULL,
	"base_unit" text DEFAULT 'g' NOT NULL,
	"calories" real DEFAULT 0 NOT NULL,
	"protein" real DEFAULT 0 NOT NULL,
	"carbohydrates" real DEFAULT 0 NOT NULL,
	"fat" real DEFAULT 0 NOT NULL,
	"fiber" real DEFAULT 0 NOT NULL,
	"grams_per_cup" real,
	"grams_per_tbsp" real,
	"grams_per_tsp" real,
	"grams_per_each" real,
	"each_unit" text,
	"source" text DEFAULT 'usda' NOT NULL,
	"fdc_id" integer,
	"ndb_no" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ingredient_aliases" ADD CONSTRAINT "ingredient_aliases_ingredient_id_ingredients_id_fk" FOREIGN KEY ("ingredient_id") REFERENCES "public"."ingredients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ingredient_aliases_ingredient_id_idx" ON "ingredient_aliases" USING btree ("ingredient_id");--> statement-breakpoint
CREATE INDEX "ingredient_aliases_alias_trgm_idx" ON "ingredient_aliases" USING gin ("alias" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "ingredients_fdc_id_idx" ON "ingredients" USING btree ("fdc_id");--> statement-breakpoint
CREATE INDEX "ingredients_normalised_name_idx" ON "ingredients" USING btree ("normalised_name");--> statement-breakpoint
CREATE INDEX "ingredients_normalised_name_trgm_idx" ON "ingredients" USING gin ("normalised_name" gin_trgm_ops);
