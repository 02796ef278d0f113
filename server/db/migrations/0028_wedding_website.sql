CREATE TABLE "website_pages" (
	"website_id" integer NOT NULL,
	"kind" text NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL,
	"content" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "website_pages_website_id_kind_pk" PRIMARY KEY("website_id","kind")
);
--> statement-breakpoint
CREATE TABLE "wedding_websites" (
	"id" serial PRIMARY KEY NOT NULL,
	"wedding_id" integer NOT NULL,
	"slug" text NOT NULL,
	"theme" text DEFAULT 'classic' NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"password_hash" text,
	"password_version" integer DEFAULT 0 NOT NULL,
	"hide_from_search" boolean DEFAULT false NOT NULL,
	"rsvp_deadline" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wedding_websites_wedding_id_unique" UNIQUE("wedding_id"),
	CONSTRAINT "wedding_websites_slug_unique" UNIQUE("slug"),
	CONSTRAINT "wedding_websites_slug_lower" CHECK ("wedding_websites"."slug" = lower("wedding_websites"."slug"))
);
--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "website_pages" ADD CONSTRAINT "website_pages_website_id_wedding_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."wedding_websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wedding_websites" ADD CONSTRAINT "wedding_websites_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "website_pages_order_idx" ON "website_pages" USING btree ("website_id","position");