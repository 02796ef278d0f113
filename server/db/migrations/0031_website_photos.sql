CREATE TABLE "website_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"website_id" integer NOT NULL,
	"image_id" uuid NOT NULL,
	"caption" text DEFAULT '' NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "website_photos_image_id_unique" UNIQUE("image_id")
);
--> statement-breakpoint
ALTER TABLE "website_photos" ADD CONSTRAINT "website_photos_website_id_wedding_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."wedding_websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "website_photos" ADD CONSTRAINT "website_photos_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "website_photos_order_idx" ON "website_photos" USING btree ("website_id","position");