CREATE TABLE "checklist_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"wedding_id" integer NOT NULL,
	"template_key" text,
	"title" text NOT NULL,
	"how_to" text DEFAULT '' NOT NULL,
	"bucket" text NOT NULL,
	"link_path" text,
	"link_label" text,
	"due_date" date,
	"due_date_custom" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL,
	"assignee_user_id" integer,
	"completed_at" timestamp with time zone,
	"completed_by_user_id" integer,
	"hidden" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checklist_tasks_bucket" CHECK ("checklist_tasks"."bucket" in ('MONTHS_12_PLUS', 'MONTHS_9', 'MONTHS_6', 'MONTHS_4', 'MONTHS_2', 'MONTH_1', 'WEEK', 'DAY', 'AFTER')),
	CONSTRAINT "checklist_tasks_version_positive" CHECK ("checklist_tasks"."version" > 0)
);
--> statement-breakpoint
CREATE TABLE "checklists" (
	"wedding_id" integer PRIMARY KEY NOT NULL,
	"reminders_enabled" boolean DEFAULT false NOT NULL,
	"reminder_last_week" date,
	"generated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checklist_tasks" ADD CONSTRAINT "checklist_tasks_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_tasks" ADD CONSTRAINT "checklist_tasks_assignee_user_id_users_id_fk" FOREIGN KEY ("assignee_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_tasks" ADD CONSTRAINT "checklist_tasks_completed_by_user_id_users_id_fk" FOREIGN KEY ("completed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_tasks" ADD CONSTRAINT "checklist_tasks_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklists" ADD CONSTRAINT "checklists_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "checklist_tasks_template_idx" ON "checklist_tasks" USING btree ("wedding_id","template_key");--> statement-breakpoint
CREATE INDEX "checklist_tasks_wedding_idx" ON "checklist_tasks" USING btree ("wedding_id","position");