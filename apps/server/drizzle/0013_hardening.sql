CREATE TABLE "grocery_rebuilds" (
	"user_id" text NOT NULL,
	"list_date" date NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "grocery_rebuilds_user_id_list_date_pk" PRIMARY KEY("user_id","list_date")
);
--> statement-breakpoint
ALTER TABLE "share_events" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "meals" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "grocery_rebuilds" ADD CONSTRAINT "grocery_rebuilds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;