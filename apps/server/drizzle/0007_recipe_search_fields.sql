ALTER TABLE "recipes" ADD COLUMN "search_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "name_words" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "search_tags" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "search_ingredients" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "recipes" SET
  "search_name" = lower("name"),
  "name_words" = ARRAY(SELECT w FROM unnest(regexp_split_to_array(lower("name"), '[^[:alnum:]''-]+')) WITH ORDINALITY AS t(w, i) WHERE w <> '' GROUP BY w ORDER BY min(i)),
  "search_tags" = lower(array_to_string("tags", '|')),
  "search_ingredients" = coalesce(lower((SELECT string_agg(e->>'name', '|' ORDER BY n) FROM jsonb_array_elements("ingredients") WITH ORDINALITY AS x(e, n))), '');
