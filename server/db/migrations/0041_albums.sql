CREATE TABLE "album_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"album_id" integer NOT NULL,
	"upload_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"file_name" text NOT NULL,
	"size" integer NOT NULL,
	"status" text DEFAULT 'UPLOADING' NOT NULL,
	"image_id" uuid,
	"width" integer,
	"height" integer,
	"taken_at" timestamp with time zone,
	"print_jpeg" "bytea",
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "album_photos_upload_id_unique" UNIQUE("upload_id")
);
--> statement-breakpoint
CREATE TABLE "album_upload_chunks" (
	"photo_id" integer NOT NULL,
	"offset" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "album_upload_chunks_photo_id_offset_pk" PRIMARY KEY("photo_id","offset")
);
--> statement-breakpoint
CREATE TABLE "albums" (
	"id" serial PRIMARY KEY NOT NULL,
	"wedding_id" integer NOT NULL,
	"created_by_user_id" integer,
	"title" text NOT NULL,
	"size" text NOT NULL,
	"cover" text NOT NULL,
	"pages" integer NOT NULL,
	"cover_photo_id" integer,
	"spreads" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"ordered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "albums_pages_even" CHECK ("albums"."pages" > 0 and "albums"."pages" % 2 = 0)
);
--> statement-breakpoint
ALTER TABLE "album_photos" ADD CONSTRAINT "album_photos_album_id_albums_id_fk" FOREIGN KEY ("album_id") REFERENCES "public"."albums"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "album_photos" ADD CONSTRAINT "album_photos_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "album_upload_chunks" ADD CONSTRAINT "album_upload_chunks_photo_id_album_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."album_photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "albums" ADD CONSTRAINT "albums_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "albums" ADD CONSTRAINT "albums_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "album_photos_album_idx" ON "album_photos" USING btree ("album_id","id");--> statement-breakpoint
CREATE INDEX "albums_wedding_idx" ON "albums" USING btree ("wedding_id");