CREATE TABLE "std_recipients" (
	"id" serial PRIMARY KEY NOT NULL,
	"send_id" integer NOT NULL,
	"wedding_id" integer NOT NULL,
	"household_id" integer,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"mail_id" uuid NOT NULL,
	"state" text DEFAULT 'QUEUED' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"not_before" timestamp with time zone DEFAULT now() NOT NULL,
	"error" text,
	"delivered_at" timestamp with time zone,
	"opened_at" timestamp with time zone,
	"clicked_at" timestamp with time zone,
	CONSTRAINT "std_recipients_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "std_recipients_mail_id_unique" UNIQUE("mail_id"),
	CONSTRAINT "std_recipients_attempts" CHECK ("std_recipients"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "std_sends" (
	"id" serial PRIMARY KEY NOT NULL,
	"wedding_id" integer NOT NULL,
	"card_type" text NOT NULL,
	"design_slug" text NOT NULL,
	"colourway" text NOT NULL,
	"animated" boolean DEFAULT false NOT NULL,
	"wording" jsonb NOT NULL,
	"status" text DEFAULT 'SENDING' NOT NULL,
	"resend_of" integer,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "std_unsubscribes" (
	"wedding_id" integer NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "std_unsubscribes_wedding_id_email_pk" PRIMARY KEY("wedding_id","email"),
	CONSTRAINT "std_unsubscribes_lower" CHECK ("std_unsubscribes"."email" = lower("std_unsubscribes"."email"))
);
--> statement-breakpoint
ALTER TABLE "std_recipients" ADD CONSTRAINT "std_recipients_send_id_std_sends_id_fk" FOREIGN KEY ("send_id") REFERENCES "public"."std_sends"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "std_recipients" ADD CONSTRAINT "std_recipients_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "std_recipients" ADD CONSTRAINT "std_recipients_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "std_sends" ADD CONSTRAINT "std_sends_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "std_sends" ADD CONSTRAINT "std_sends_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "std_unsubscribes" ADD CONSTRAINT "std_unsubscribes_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "std_recipients_send_household_idx" ON "std_recipients" USING btree ("send_id","household_id");--> statement-breakpoint
CREATE INDEX "std_recipients_send_state_idx" ON "std_recipients" USING btree ("send_id","state","not_before");--> statement-breakpoint
CREATE INDEX "std_sends_wedding_idx" ON "std_sends" USING btree ("wedding_id","created_at");