ALTER TABLE "outbox_emails" ADD COLUMN "job_id" uuid;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD CONSTRAINT "outbox_emails_job_id_unique" UNIQUE("job_id");