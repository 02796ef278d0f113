ALTER TABLE "cart_items" ADD COLUMN "paper_project_id" integer;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "paper_options" jsonb;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "paper_project_id" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "paper_snapshot" jsonb;--> statement-breakpoint
ALTER TABLE "paper_projects" ADD COLUMN "photo_image_id" uuid;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_paper_project_id_paper_projects_id_fk" FOREIGN KEY ("paper_project_id") REFERENCES "public"."paper_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_paper_project_id_paper_projects_id_fk" FOREIGN KEY ("paper_project_id") REFERENCES "public"."paper_projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_projects" ADD CONSTRAINT "paper_projects_photo_image_id_images_id_fk" FOREIGN KEY ("photo_image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_items_paper_project_idx" ON "cart_items" USING btree ("paper_project_id");--> statement-breakpoint
CREATE INDEX "order_lines_paper_project_idx" ON "order_lines" USING btree ("paper_project_id");