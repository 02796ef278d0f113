CREATE TABLE "account_location_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"city_id" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "us_cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"state_code" text NOT NULL,
	"slug" text NOT NULL,
	"market_id" integer NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	CONSTRAINT "us_cities_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "vendor_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"singular" text NOT NULL,
	"has_capacity" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "vendor_categories_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "vendor_favorites" (
	"user_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_favorites_user_id_vendor_id_pk" PRIMARY KEY("user_id","vendor_id")
);
--> statement-breakpoint
CREATE TABLE "vendor_inquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"wedding_date" date,
	"guest_count" integer,
	"budget_cents" integer,
	"message" text NOT NULL,
	"flow_tags" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_markets" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"state_code" text NOT NULL,
	CONSTRAINT "vendor_markets_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "vendor_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendor_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"price_cents" integer NOT NULL,
	CONSTRAINT "vendor_packages_price" CHECK ("vendor_packages"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "vendor_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendor_id" integer NOT NULL,
	"key" text NOT NULL,
	"alt" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendor_id" integer NOT NULL,
	"author" text NOT NULL,
	"rating" integer NOT NULL,
	"body" text NOT NULL,
	"reviewed_on" date NOT NULL,
	CONSTRAINT "vendor_reviews_rating" CHECK ("vendor_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"category_id" integer NOT NULL,
	"market_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	"state_code" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"price_tier" integer NOT NULL,
	"capacity" integer,
	"style" text NOT NULL,
	"description" text NOT NULL,
	"tier" text DEFAULT 'STANDARD' NOT NULL,
	"rating_tenths" integer DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"relevance" integer DEFAULT 0 NOT NULL,
	"starting_price_cents" integer NOT NULL,
	CONSTRAINT "vendors_slug_unique" UNIQUE("slug"),
	CONSTRAINT "vendors_price_tier" CHECK ("vendors"."price_tier" between 1 and 4),
	CONSTRAINT "vendors_rating" CHECK ("vendors"."rating_tenths" between 0 and 50)
);
--> statement-breakpoint
ALTER TABLE "account_location_preferences" ADD CONSTRAINT "account_location_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_location_preferences" ADD CONSTRAINT "account_location_preferences_city_id_us_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."us_cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "us_cities" ADD CONSTRAINT "us_cities_market_id_vendor_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."vendor_markets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_favorites" ADD CONSTRAINT "vendor_favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_favorites" ADD CONSTRAINT "vendor_favorites_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_inquiries" ADD CONSTRAINT "vendor_inquiries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_inquiries" ADD CONSTRAINT "vendor_inquiries_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_packages" ADD CONSTRAINT "vendor_packages_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_photos" ADD CONSTRAINT "vendor_photos_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_reviews" ADD CONSTRAINT "vendor_reviews_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_category_id_vendor_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."vendor_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_market_id_vendor_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."vendor_markets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_city_id_us_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."us_cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "us_cities_state_idx" ON "us_cities" USING btree ("state_code");--> statement-breakpoint
CREATE INDEX "vendor_inquiries_user_idx" ON "vendor_inquiries" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "vendor_packages_vendor_idx" ON "vendor_packages" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "vendor_photos_vendor_idx" ON "vendor_photos" USING btree ("vendor_id","position");--> statement-breakpoint
CREATE INDEX "vendor_reviews_vendor_idx" ON "vendor_reviews" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "vendors_category_state_idx" ON "vendors" USING btree ("category_id","state_code");--> statement-breakpoint
CREATE INDEX "vendors_market_idx" ON "vendors" USING btree ("market_id","category_id");--> statement-breakpoint
CREATE INDEX "vendors_city_idx" ON "vendors" USING btree ("city_id");