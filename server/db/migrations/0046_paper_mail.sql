CREATE TABLE "thank_you_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"wedding_id" integer NOT NULL,
	"gift_id" integer NOT NULL,
	"channel" text NOT NULL,
	"design_slug" text NOT NULL,
	"colourway" text NOT NULL,
	"heading" text NOT NULL,
	"note" text NOT NULL,
	"message" text NOT NULL,
	"giver_name" text NOT NULL,
	"gift_name" text NOT NULL,
	"to_email" text,
	"state" text NOT NULL,
	"mail_id" uuid,
	"token_hash" text,
	"error" text,
	"paper_project_id" integer,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "thank_you_notes_mail_id_unique" UNIQUE("mail_id"),
	CONSTRAINT "thank_you_notes_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "thank_you_notes" ADD CONSTRAINT "thank_you_notes_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thank_you_notes" ADD CONSTRAINT "thank_you_notes_gift_id_registry_gifts_id_fk" FOREIGN KEY ("gift_id") REFERENCES "public"."registry_gifts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thank_you_notes" ADD CONSTRAINT "thank_you_notes_paper_project_id_paper_projects_id_fk" FOREIGN KEY ("paper_project_id") REFERENCES "public"."paper_projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thank_you_notes" ADD CONSTRAINT "thank_you_notes_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "thank_you_notes_gift_idx" ON "thank_you_notes" USING btree ("gift_id");--> statement-breakpoint
CREATE INDEX "thank_you_notes_wedding_idx" ON "thank_you_notes" USING btree ("wedding_id","created_at");--> statement-breakpoint
CREATE INDEX "thank_you_notes_project_idx" ON "thank_you_notes" USING btree ("paper_project_id");