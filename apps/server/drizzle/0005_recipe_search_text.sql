ALTER TABLE "recipes" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "recipes" SET "search_text" = lower(concat_ws(' ', "name", "cuisine", array_to_string("tags", ' '), (SELECT string_agg(e->>'name', ' ') FROM jsonb_array_elements("ingredients") AS e)));--> statement-breakpoint
CREATE INDEX "recipes_search_text_trgm_idx" ON "recipes" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "recipes_created_at_id_idx" ON "recipes" USING btree ("created_at","id");