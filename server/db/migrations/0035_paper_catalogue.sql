CREATE TABLE "paper_colourways" (
	"id" serial PRIMARY KEY NOT NULL,
	"design_id" integer NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"family" text NOT NULL,
	"paper" text NOT NULL,
	"ink" text NOT NULL,
	"accent" text NOT NULL,
	"soft" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "paper_design_options" (
	"design_id" integer NOT NULL,
	"option_id" integer NOT NULL,
	CONSTRAINT "paper_design_options_design_id_option_id_pk" PRIMARY KEY("design_id","option_id")
);
--> statement-breakpoint
CREATE TABLE "paper_designs" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"suite_id" integer NOT NULL,
	"card_type" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"motif" text NOT NULL,
	"style" text NOT NULL,
	"format" text NOT NULL,
	"shapes" jsonb NOT NULL,
	"has_foil" boolean DEFAULT false NOT NULL,
	"has_photo" boolean DEFAULT false NOT NULL,
	"typefaces" jsonb NOT NULL,
	"text_slots" jsonb NOT NULL,
	"price_band" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "paper_designs_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "paper_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"label" text NOT NULL,
	"description" text NOT NULL,
	"price_cents" integer NOT NULL,
	"swatch" text,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "paper_options_price" CHECK ("paper_options"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "paper_price_tiers" (
	"design_id" integer NOT NULL,
	"min_quantity" integer NOT NULL,
	"unit_cents" integer NOT NULL,
	CONSTRAINT "paper_price_tiers_design_id_min_quantity_pk" PRIMARY KEY("design_id","min_quantity"),
	CONSTRAINT "paper_price_tiers_positive" CHECK ("paper_price_tiers"."min_quantity" > 0 and "paper_price_tiers"."unit_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "paper_sample_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"colourway_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "paper_sample_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"user_id" integer,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"ship_address" jsonb NOT NULL,
	"status" text DEFAULT 'PLACED' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "paper_sample_orders_order_number_unique" UNIQUE("order_number")
);
--> statement-breakpoint
CREATE TABLE "paper_suites" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"style" text NOT NULL,
	"description" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "paper_suites_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "paper_colourways" ADD CONSTRAINT "paper_colourways_design_id_paper_designs_id_fk" FOREIGN KEY ("design_id") REFERENCES "public"."paper_designs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_design_options" ADD CONSTRAINT "paper_design_options_design_id_paper_designs_id_fk" FOREIGN KEY ("design_id") REFERENCES "public"."paper_designs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_design_options" ADD CONSTRAINT "paper_design_options_option_id_paper_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."paper_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_designs" ADD CONSTRAINT "paper_designs_suite_id_paper_suites_id_fk" FOREIGN KEY ("suite_id") REFERENCES "public"."paper_suites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_price_tiers" ADD CONSTRAINT "paper_price_tiers_design_id_paper_designs_id_fk" FOREIGN KEY ("design_id") REFERENCES "public"."paper_designs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_sample_items" ADD CONSTRAINT "paper_sample_items_order_id_paper_sample_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."paper_sample_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_sample_items" ADD CONSTRAINT "paper_sample_items_colourway_id_paper_colourways_id_fk" FOREIGN KEY ("colourway_id") REFERENCES "public"."paper_colourways"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_sample_orders" ADD CONSTRAINT "paper_sample_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "paper_colourways_design_key_idx" ON "paper_colourways" USING btree ("design_id","key");--> statement-breakpoint
CREATE INDEX "paper_designs_type_idx" ON "paper_designs" USING btree ("card_type","position");--> statement-breakpoint
CREATE INDEX "paper_designs_suite_idx" ON "paper_designs" USING btree ("suite_id");--> statement-breakpoint
CREATE UNIQUE INDEX "paper_options_kind_key_idx" ON "paper_options" USING btree ("kind","key");--> statement-breakpoint
CREATE UNIQUE INDEX "paper_sample_items_order_colourway_idx" ON "paper_sample_items" USING btree ("order_id","colourway_id");--> statement-breakpoint
CREATE INDEX "paper_sample_orders_email_idx" ON "paper_sample_orders" USING btree ("email");