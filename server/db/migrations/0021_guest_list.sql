CREATE TABLE "event_invitations" (
	"event_id" integer NOT NULL,
	"household_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_invitations_event_id_household_id_pk" PRIMARY KEY("event_id","household_id")
);
--> statement-breakpoint
CREATE TABLE "event_meal_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guest_collection_links" (
	"wedding_id" integer PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guest_collection_links_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "guest_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"wedding_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guests" (
	"id" serial PRIMARY KEY NOT NULL,
	"wedding_id" integer NOT NULL,
	"household_id" integer NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"is_child" boolean DEFAULT false NOT NULL,
	"plus_one_allowed" boolean DEFAULT false NOT NULL,
	"plus_one_of" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "household_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"wedding_id" integer NOT NULL,
	"household_id" integer NOT NULL,
	"source" text NOT NULL,
	"user_id" integer,
	"changes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "household_tags" (
	"household_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "household_tags_household_id_tag_id_pk" PRIMARY KEY("household_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "households" (
	"id" serial PRIMARY KEY NOT NULL,
	"wedding_id" integer NOT NULL,
	"display_name" text NOT NULL,
	"address1" text DEFAULT '' NOT NULL,
	"address2" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state_province" text DEFAULT '' NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"country_code" text DEFAULT 'US' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"side" text DEFAULT 'BOTH' NOT NULL,
	"list" text DEFAULT 'A' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"collect_token" text,
	"deleted_at" timestamp with time zone,
	"deleted_batch" uuid,
	"created_by_user_id" integer,
	"updated_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "households_collect_token_unique" UNIQUE("collect_token"),
	CONSTRAINT "households_version_positive" CHECK ("households"."version" > 0)
);
--> statement-breakpoint
CREATE TABLE "rsvps" (
	"guest_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"wedding_id" integer NOT NULL,
	"status" text DEFAULT 'NO_ANSWER' NOT NULL,
	"meal_option_id" integer,
	"dietary_notes" text DEFAULT '' NOT NULL,
	"song_request" text DEFAULT '' NOT NULL,
	"answered_by" text,
	"answered_by_user_id" integer,
	"answered_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rsvps_guest_id_event_id_pk" PRIMARY KEY("guest_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "wedding_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"wedding_id" integer NOT NULL,
	"name" text NOT NULL,
	"event_date" date,
	"start_time" text,
	"place" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wedding_events_start_time" CHECK ("wedding_events"."start_time" is null or "wedding_events"."start_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')
);
--> statement-breakpoint
ALTER TABLE "event_invitations" ADD CONSTRAINT "event_invitations_event_id_wedding_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."wedding_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_invitations" ADD CONSTRAINT "event_invitations_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_meal_options" ADD CONSTRAINT "event_meal_options_event_id_wedding_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."wedding_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_collection_links" ADD CONSTRAINT "guest_collection_links_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_collection_links" ADD CONSTRAINT "guest_collection_links_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_tags" ADD CONSTRAINT "guest_tags_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_plus_one_of_guests_id_fk" FOREIGN KEY ("plus_one_of") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_changes" ADD CONSTRAINT "household_changes_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_changes" ADD CONSTRAINT "household_changes_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_changes" ADD CONSTRAINT "household_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_tags" ADD CONSTRAINT "household_tags_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_tags" ADD CONSTRAINT "household_tags_tag_id_guest_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."guest_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "households" ADD CONSTRAINT "households_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "households" ADD CONSTRAINT "households_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "households" ADD CONSTRAINT "households_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rsvps" ADD CONSTRAINT "rsvps_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rsvps" ADD CONSTRAINT "rsvps_event_id_wedding_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."wedding_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rsvps" ADD CONSTRAINT "rsvps_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rsvps" ADD CONSTRAINT "rsvps_meal_option_id_event_meal_options_id_fk" FOREIGN KEY ("meal_option_id") REFERENCES "public"."event_meal_options"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rsvps" ADD CONSTRAINT "rsvps_answered_by_user_id_users_id_fk" FOREIGN KEY ("answered_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wedding_events" ADD CONSTRAINT "wedding_events_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_invitations_household_idx" ON "event_invitations" USING btree ("household_id");--> statement-breakpoint
CREATE INDEX "event_meal_options_event_idx" ON "event_meal_options" USING btree ("event_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "guest_tags_wedding_name_idx" ON "guest_tags" USING btree ("wedding_id",lower("name"));--> statement-breakpoint
CREATE INDEX "guests_household_idx" ON "guests" USING btree ("household_id","sort_order");--> statement-breakpoint
CREATE INDEX "guests_wedding_name_idx" ON "guests" USING btree ("wedding_id",lower("last_name"),lower("first_name"));--> statement-breakpoint
CREATE INDEX "guests_wedding_email_idx" ON "guests" USING btree ("wedding_id",lower("email")) WHERE "guests"."email" <> '';--> statement-breakpoint
CREATE INDEX "guests_plus_one_of_idx" ON "guests" USING btree ("plus_one_of") WHERE "guests"."plus_one_of" is not null;--> statement-breakpoint
CREATE INDEX "household_changes_household_idx" ON "household_changes" USING btree ("household_id","created_at");--> statement-breakpoint
CREATE INDEX "household_tags_tag_idx" ON "household_tags" USING btree ("tag_id","household_id");--> statement-breakpoint
CREATE INDEX "households_wedding_name_idx" ON "households" USING btree ("wedding_id",lower("display_name")) WHERE "households"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "households_wedding_created_idx" ON "households" USING btree ("wedding_id","created_at") WHERE "households"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "households_deleted_batch_idx" ON "households" USING btree ("wedding_id","deleted_batch") WHERE "households"."deleted_batch" is not null;--> statement-breakpoint
CREATE INDEX "rsvps_wedding_event_idx" ON "rsvps" USING btree ("wedding_id","event_id","status");--> statement-breakpoint
CREATE INDEX "wedding_events_wedding_idx" ON "wedding_events" USING btree ("wedding_id","sort_order");