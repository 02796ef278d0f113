CREATE TABLE "budget_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"wedding_id" integer NOT NULL,
	"key" text,
	"name" text NOT NULL,
	"target_cents" integer DEFAULT 0 NOT NULL,
	"position" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "budget_categories_target_nonnegative" CHECK ("budget_categories"."target_cents" >= 0),
	CONSTRAINT "budget_categories_version_positive" CHECK ("budget_categories"."version" > 0)
);
--> statement-breakpoint
CREATE TABLE "budget_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"wedding_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"estimated_cents" integer DEFAULT 0 NOT NULL,
	"actual_cents" integer,
	"due_date" date,
	"vendor_id" integer,
	"vendor_name" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "budget_items_estimated_nonnegative" CHECK ("budget_items"."estimated_cents" >= 0),
	CONSTRAINT "budget_items_actual_nonnegative" CHECK ("budget_items"."actual_cents" is null or "budget_items"."actual_cents" >= 0),
	CONSTRAINT "budget_items_version_positive" CHECK ("budget_items"."version" > 0)
);
--> statement-breakpoint
CREATE TABLE "budget_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"due_date" date,
	"paid_on" date,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "budget_payments_amount_positive" CHECK ("budget_payments"."amount_cents" > 0),
	CONSTRAINT "budget_payments_version_positive" CHECK ("budget_payments"."version" > 0)
);
--> statement-breakpoint
CREATE TABLE "budgets" (
	"wedding_id" integer PRIMARY KEY NOT NULL,
	"total_cents" integer NOT NULL,
	"guest_count" integer NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state_province" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "budgets_total_positive" CHECK ("budgets"."total_cents" > 0),
	CONSTRAINT "budgets_guest_count_nonnegative" CHECK ("budgets"."guest_count" >= 0),
	CONSTRAINT "budgets_version_positive" CHECK ("budgets"."version" > 0)
);
--> statement-breakpoint
ALTER TABLE "budget_categories" ADD CONSTRAINT "budget_categories_wedding_id_budgets_wedding_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."budgets"("wedding_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_categories" ADD CONSTRAINT "budget_categories_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_items" ADD CONSTRAINT "budget_items_wedding_id_budgets_wedding_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."budgets"("wedding_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_items" ADD CONSTRAINT "budget_items_category_id_budget_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."budget_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_items" ADD CONSTRAINT "budget_items_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_items" ADD CONSTRAINT "budget_items_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_payments" ADD CONSTRAINT "budget_payments_item_id_budget_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."budget_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_payments" ADD CONSTRAINT "budget_payments_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budgets" ADD CONSTRAINT "budgets_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budgets" ADD CONSTRAINT "budgets_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "budget_categories_name_idx" ON "budget_categories" USING btree ("wedding_id",lower("name"));--> statement-breakpoint
CREATE INDEX "budget_categories_wedding_idx" ON "budget_categories" USING btree ("wedding_id","position");--> statement-breakpoint
CREATE INDEX "budget_items_wedding_idx" ON "budget_items" USING btree ("wedding_id","category_id","id");--> statement-breakpoint
CREATE INDEX "budget_items_category_idx" ON "budget_items" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "budget_payments_item_idx" ON "budget_payments" USING btree ("item_id","id");