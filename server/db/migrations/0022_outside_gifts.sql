ALTER TABLE "registry_gifts" ADD COLUMN "bought_elsewhere" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "registry_items" ADD COLUMN "external_brand" text;