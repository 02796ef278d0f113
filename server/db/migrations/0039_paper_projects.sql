CREATE TABLE "paper_projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"wedding_id" integer,
	"design_id" integer NOT NULL,
	"colourway" text NOT NULL,
	"typeface" text NOT NULL,
	"shape" text NOT NULL,
	"texts" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"approved_version" integer,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "paper_projects_version_positive" CHECK ("paper_projects"."version" > 0)
);
--> statement-breakpoint
ALTER TABLE "paper_projects" ADD CONSTRAINT "paper_projects_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_projects" ADD CONSTRAINT "paper_projects_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_projects" ADD CONSTRAINT "paper_projects_design_id_paper_designs_id_fk" FOREIGN KEY ("design_id") REFERENCES "public"."paper_designs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "paper_projects_wedding_idx" ON "paper_projects" USING btree ("wedding_id","updated_at");--> statement-breakpoint
CREATE INDEX "paper_projects_user_idx" ON "paper_projects" USING btree ("user_id","updated_at");