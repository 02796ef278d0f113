CREATE TABLE "vendor_accounts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"vendor_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_inquiry_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"inquiry_id" integer NOT NULL,
	"sender" text NOT NULL,
	"author_user_id" integer,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_inquiry_messages_sender" CHECK ("vendor_inquiry_messages"."sender" in ('COUPLE', 'VENDOR'))
);
--> statement-breakpoint
DROP INDEX "vendor_reviews_vendor_idx";--> statement-breakpoint
ALTER TABLE "vendor_inquiries" ADD COLUMN "last_message_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_inquiries" ADD COLUMN "couple_read_message_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_inquiries" ADD COLUMN "vendor_read_message_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_reviews" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "vendor_accounts" ADD CONSTRAINT "vendor_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_accounts" ADD CONSTRAINT "vendor_accounts_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_inquiry_messages" ADD CONSTRAINT "vendor_inquiry_messages_inquiry_id_vendor_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."vendor_inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_inquiry_messages" ADD CONSTRAINT "vendor_inquiry_messages_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vendor_accounts_vendor_idx" ON "vendor_accounts" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "vendor_inquiry_messages_inquiry_idx" ON "vendor_inquiry_messages" USING btree ("inquiry_id","id");--> statement-breakpoint
ALTER TABLE "vendor_reviews" ADD CONSTRAINT "vendor_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vendor_inquiries_vendor_idx" ON "vendor_inquiries" USING btree ("vendor_id","last_message_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_reviews_user_vendor_idx" ON "vendor_reviews" USING btree ("vendor_id","user_id");--> statement-breakpoint
CREATE INDEX "vendor_reviews_vendor_idx" ON "vendor_reviews" USING btree ("vendor_id","reviewed_on" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- Inquiries sent before conversations existed: their message becomes the conversation's first.
INSERT INTO "vendor_inquiry_messages" ("inquiry_id", "sender", "author_user_id", "body", "created_at")
SELECT "id", 'COUPLE', "user_id", "message", "created_at" FROM "vendor_inquiries" ORDER BY "id";--> statement-breakpoint
UPDATE "vendor_inquiries" SET "last_message_at" = "created_at";
