CREATE TABLE "calculator_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"email" text NOT NULL,
	"calculator_inputs" jsonb NOT NULL,
	"calculations" jsonb NOT NULL,
	"source" text NOT NULL,
	"utm_params" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"email" text NOT NULL,
	"source" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"persona" text,
	"cooking_profile" jsonb,
	"calculator_inputs" jsonb,
	"calculations" jsonb,
	"utm_params" jsonb,
	"submissions" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leads_type_email_unique" UNIQUE("type","email"),
	CONSTRAINT "leads_type_check" CHECK ("leads"."type" in ('meal_plan_preview', 'chef_earnings'))
);
--> statement-breakpoint
ALTER TABLE "calculator_submissions" ADD CONSTRAINT "calculator_submissions_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calculator_submissions_lead_idx" ON "calculator_submissions" USING btree ("lead_id");