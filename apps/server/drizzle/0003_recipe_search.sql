CREATE INDEX "recipes_total_time_idx" ON "recipes" USING btree ("total_time");--> statement-breakpoint
CREATE INDEX "recipes_rating_idx" ON "recipes" USING btree ("rating");--> statement-breakpoint
CREATE INDEX "recipes_tags_idx" ON "recipes" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "recipes_dietary_idx" ON "recipes" USING gin ("dietary_restrictions");--> statement-breakpoint
CREATE INDEX "recipes_name_trgm_idx" ON "recipes" USING gin (lower("name") gin_trgm_ops);