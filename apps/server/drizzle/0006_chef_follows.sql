CREATE TABLE "chef_follows" (
	"user_id" text NOT NULL,
	"chef_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chef_follows_user_id_chef_id_pk" PRIMARY KEY("user_id","chef_id")
);
--> statement-breakpoint
ALTER TABLE "chef_follows" ADD CONSTRAINT "chef_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chef_follows" ADD CONSTRAINT "chef_follows_chef_id_chefs_id_fk" FOREIGN KEY ("chef_id") REFERENCES "public"."chefs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chef_follows_chef_id_idx" ON "chef_follows" USING btree ("chef_id");