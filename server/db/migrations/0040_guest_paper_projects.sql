ALTER TABLE "paper_projects" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "paper_projects" ADD COLUMN "session_id_hash" text;--> statement-breakpoint
CREATE INDEX "paper_projects_session_idx" ON "paper_projects" USING btree ("session_id_hash","updated_at") WHERE "paper_projects"."user_id" is null;--> statement-breakpoint
ALTER TABLE "paper_projects" ADD CONSTRAINT "paper_projects_owned" CHECK ("paper_projects"."user_id" is not null or "paper_projects"."session_id_hash" is not null);