CREATE TABLE "subscription_refunds" (
	"user_id" text PRIMARY KEY NOT NULL,
	"invoice_id" text NOT NULL,
	"subscription_id" text NOT NULL,
	"provider" text NOT NULL,
	"payment_intent_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"refund_id" text,
	"locked_until" timestamp with time zone NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "recipe_purchases" ADD COLUMN "dispute_status" text;--> statement-breakpoint
ALTER TABLE "recipe_purchases" ADD COLUMN "dispute_id" text;--> statement-breakpoint
ALTER TABLE "recipe_purchases" ADD COLUMN "disputed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscription_refunds" ADD CONSTRAINT "subscription_refunds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;