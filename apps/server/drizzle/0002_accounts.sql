CREATE TABLE "two_factors" (
	"id" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"backup_codes" text NOT NULL,
	"user_id" text NOT NULL,
	"verified" boolean DEFAULT true,
	"failed_verification_count" integer DEFAULT 0,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"user_id" text,
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"tier" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chef_profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"became_chef_at" timestamp with time zone DEFAULT now() NOT NULL,
	"total_recipes_sold" integer DEFAULT 0 NOT NULL,
	"total_earnings_cents" integer DEFAULT 0 NOT NULL,
	"rating" real DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"follower_count" integer DEFAULT 0 NOT NULL,
	"featured_recipes" text[] DEFAULT '{}' NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"specialties" text[] DEFAULT '{}' NOT NULL,
	"social_links" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"payout_info" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"settings" jsonb DEFAULT '{"allowSubscriptions":false,"defaultRecipePrice":0,"automaticPayouts":true,"featuredProfile":false}'::jsonb NOT NULL,
	"analytics" jsonb DEFAULT '{"viewCount":0,"salesCount":0,"averageRating":0,"popularRecipes":[]}'::jsonb NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"persona" text DEFAULT 'busy' NOT NULL,
	"cooking_profile" jsonb NOT NULL,
	"settings" jsonb NOT NULL,
	"onboarding_completed" boolean DEFAULT false NOT NULL,
	"recipes_created" integer DEFAULT 0 NOT NULL,
	"meals_planned" integer DEFAULT 0 NOT NULL,
	"grocery_lists_generated" integer DEFAULT 0 NOT NULL,
	"subscription_status" text DEFAULT 'active' NOT NULL,
	"subscription_tier" text DEFAULT 'free' NOT NULL,
	"subscription_period" text,
	"current_period_end" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"acquisition" jsonb,
	"social_profiles" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"last_login" timestamp with time zone,
	"last_active" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recipes" DROP CONSTRAINT "recipes_created_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "recipes" ALTER COLUMN "created_by" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "two_factor_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "two_factors" ADD CONSTRAINT "two_factors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chef_profiles" ADD CONSTRAINT "chef_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "two_factors_user_id_idx" ON "two_factors" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "two_factors_secret_idx" ON "two_factors" USING btree ("secret");--> statement-breakpoint
CREATE INDEX "analytics_events_type_timestamp_idx" ON "analytics_events" USING btree ("type","timestamp");--> statement-breakpoint
CREATE INDEX "analytics_events_type_tier_idx" ON "analytics_events" USING btree ("type","tier");--> statement-breakpoint
CREATE INDEX "analytics_events_user_id_idx" ON "analytics_events" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;