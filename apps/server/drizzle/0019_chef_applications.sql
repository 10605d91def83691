CREATE TABLE "chef_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"display_name" text NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"specialties" text[] DEFAULT '{}' NOT NULL,
	"social_links" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chef_applications_status_check" CHECK ("chef_applications"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "chef_applications" ADD CONSTRAINT "chef_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chef_applications" ADD CONSTRAINT "chef_applications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chef_applications_one_pending_idx" ON "chef_applications" USING btree ("user_id") WHERE "chef_applications"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "chef_applications_user_idx" ON "chef_applications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "chef_applications_status_idx" ON "chef_applications" USING btree ("status","created_at");