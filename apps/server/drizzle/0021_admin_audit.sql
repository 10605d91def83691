CREATE TABLE "admin_audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"action" text NOT NULL,
	"actor_id" text,
	"target_user_id" text,
	"target_recipe_id" text,
	"subject_id" text,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE INDEX "admin_audit_log_at_idx" ON "admin_audit_log" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "admin_audit_log_action_at_idx" ON "admin_audit_log" USING btree ("action","at");--> statement-breakpoint
CREATE INDEX "admin_audit_log_actor_at_idx" ON "admin_audit_log" USING btree ("actor_id","at");--> statement-breakpoint
CREATE INDEX "admin_audit_log_target_user_idx" ON "admin_audit_log" USING btree ("target_user_id");--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin (lower("email" || ' ' || "name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_created_at_id_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "user_profiles_social_trgm_idx" ON "user_profiles" USING gin (lower(coalesce("social_profiles" ->> 'instagram', '') || ' ' || coalesce("social_profiles" ->> 'tiktok', '')) gin_trgm_ops);--> statement-breakpoint
CREATE FUNCTION "admin_audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'admin_audit_log is append-only';
END
$$;--> statement-breakpoint
CREATE TRIGGER "admin_audit_log_append_only" BEFORE UPDATE OR DELETE ON "admin_audit_log" FOR EACH ROW EXECUTE FUNCTION "admin_audit_log_append_only"();
