CREATE TABLE "creator_earnings" (
	"id" text PRIMARY KEY NOT NULL,
	"purchase_id" text NOT NULL,
	"kind" text NOT NULL,
	"creator_id" text,
	"recipe_id" text NOT NULL,
	"recipe_name" text NOT NULL,
	"gross_cents" integer NOT NULL,
	"creator_cents" integer NOT NULL,
	"platform_cents" integer NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recipe_purchases" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"recipe_id" text NOT NULL,
	"creator_id" text,
	"price_cents" integer NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider" text NOT NULL,
	"session_id" text,
	"payment_intent_id" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"refund_reason" text
);
--> statement-breakpoint
ALTER TABLE "creator_earnings" ADD CONSTRAINT "creator_earnings_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_purchases" ADD CONSTRAINT "recipe_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_purchases" ADD CONSTRAINT "recipe_purchases_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_purchases" ADD CONSTRAINT "recipe_purchases_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "creator_earnings_purchase_kind_idx" ON "creator_earnings" USING btree ("purchase_id","kind");--> statement-breakpoint
CREATE INDEX "creator_earnings_creator_occurred_idx" ON "creator_earnings" USING btree ("creator_id","occurred_at");--> statement-breakpoint
CREATE INDEX "creator_earnings_occurred_idx" ON "creator_earnings" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "recipe_purchases_user_recipe_idx" ON "recipe_purchases" USING btree ("user_id","recipe_id");--> statement-breakpoint
CREATE INDEX "recipe_purchases_recipe_id_idx" ON "recipe_purchases" USING btree ("recipe_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recipe_purchases_session_id_idx" ON "recipe_purchases" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "recipe_purchases_payment_intent_id_idx" ON "recipe_purchases" USING btree ("payment_intent_id");