CREATE TABLE "community_digest_opt_outs" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "community_digest_opt_outs" ADD CONSTRAINT "community_digest_opt_outs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;