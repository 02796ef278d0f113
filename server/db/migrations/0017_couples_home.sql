CREATE TABLE "image_variants" (
	"image_id" uuid NOT NULL,
	"width" integer NOT NULL,
	"format" text NOT NULL,
	"height" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"etag" text NOT NULL,
	CONSTRAINT "image_variants_image_id_width_format_pk" PRIMARY KEY("image_id","width","format")
);
--> statement-breakpoint
CREATE TABLE "images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"wedding_id" integer,
	"uploaded_by_user_id" integer,
	"purpose" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registry_slug_redirects" (
	"old_slug" text PRIMARY KEY NOT NULL,
	"registry_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registry_slug_redirects_lower" CHECK ("registry_slug_redirects"."old_slug" = lower("registry_slug_redirects"."old_slug"))
);
--> statement-breakpoint
CREATE TABLE "wedding_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"wedding_id" integer NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by_user_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by_user_id" integer,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wedding_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "weddings" ADD COLUMN "tentative_year" integer;--> statement-breakpoint
ALTER TABLE "weddings" ADD COLUMN "tentative_month" integer;--> statement-breakpoint
ALTER TABLE "weddings" ADD COLUMN "tentative_season" text;--> statement-breakpoint
ALTER TABLE "weddings" ADD COLUMN "time_zone" text DEFAULT 'America/New_York' NOT NULL;--> statement-breakpoint
ALTER TABLE "weddings" ADD COLUMN "ceremony_venue" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "weddings" ADD COLUMN "reception_venue" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "weddings" ADD COLUMN "city" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "weddings" ADD COLUMN "state_province" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "weddings" ADD COLUMN "estimated_guest_count" integer;--> statement-breakpoint
ALTER TABLE "weddings" ADD COLUMN "couple_photo_id" uuid;--> statement-breakpoint
ALTER TABLE "weddings" ADD COLUMN "setup_step" text;--> statement-breakpoint
ALTER TABLE "weddings" ADD COLUMN "setup_completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "weddings" ADD COLUMN "planning_priorities" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "weddings" ADD COLUMN "heard_about_us" text;--> statement-breakpoint
ALTER TABLE "weddings" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "registries" ADD COLUMN "visibility" text DEFAULT 'PUBLIC' NOT NULL;--> statement-breakpoint
ALTER TABLE "registries" ADD COLUMN "hide_date_and_location" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "registries" ADD COLUMN "welcome_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "image_variants" ADD CONSTRAINT "image_variants_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wedding_invitations" ADD CONSTRAINT "wedding_invitations_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wedding_invitations" ADD CONSTRAINT "wedding_invitations_invited_by_user_id_users_id_fk" FOREIGN KEY ("invited_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wedding_invitations" ADD CONSTRAINT "wedding_invitations_accepted_by_user_id_users_id_fk" FOREIGN KEY ("accepted_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "images_wedding_idx" ON "images" USING btree ("wedding_id","purpose");--> statement-breakpoint
CREATE INDEX "registry_slug_redirects_registry_idx" ON "registry_slug_redirects" USING btree ("registry_id");--> statement-breakpoint
CREATE INDEX "wedding_invitations_wedding_idx" ON "wedding_invitations" USING btree ("wedding_id");--> statement-breakpoint
-- Hand-written: these two references would make the schema files import each other.
ALTER TABLE "weddings" ADD CONSTRAINT "weddings_couple_photo_id_images_id_fk" FOREIGN KEY ("couple_photo_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registry_slug_redirects" ADD CONSTRAINT "registry_slug_redirects_registry_id_registries_id_fk" FOREIGN KEY ("registry_id") REFERENCES "public"."registries"("id") ON DELETE cascade ON UPDATE no action;
