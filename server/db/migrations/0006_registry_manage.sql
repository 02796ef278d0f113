CREATE TABLE "quick_add_pack_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"pack_id" integer NOT NULL,
	"kind" text NOT NULL,
	"product_id" integer,
	"sku_id" integer,
	"cash_fund_template_id" integer,
	"quantity" integer DEFAULT 1 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "quick_add_pack_items_kind_columns" CHECK (("quick_add_pack_items"."kind" = 'PRODUCT' and "quick_add_pack_items"."sku_id" is not null and "quick_add_pack_items"."product_id" is not null) or ("quick_add_pack_items"."kind" = 'CASH_FUND' and "quick_add_pack_items"."cash_fund_template_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "quick_add_packs" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_url" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "quick_add_packs_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "registry_items" ADD COLUMN "fund_type" text;--> statement-breakpoint
ALTER TABLE "quick_add_pack_items" ADD CONSTRAINT "quick_add_pack_items_pack_id_quick_add_packs_id_fk" FOREIGN KEY ("pack_id") REFERENCES "public"."quick_add_packs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quick_add_pack_items" ADD CONSTRAINT "quick_add_pack_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quick_add_pack_items" ADD CONSTRAINT "quick_add_pack_items_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quick_add_pack_items" ADD CONSTRAINT "quick_add_pack_items_cash_fund_template_id_cash_fund_templates_id_fk" FOREIGN KEY ("cash_fund_template_id") REFERENCES "public"."cash_fund_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quick_add_pack_items_pack_idx" ON "quick_add_pack_items" USING btree ("pack_id","position");--> statement-breakpoint
CREATE INDEX "weddings_owner_name_idx" ON "weddings" USING btree (lower("owner_last_name") text_pattern_ops,lower("owner_first_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "weddings_partner_name_idx" ON "weddings" USING btree (lower("partner_last_name") text_pattern_ops,lower("partner_first_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "weddings_owner_first_idx" ON "weddings" USING btree (lower("owner_first_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "weddings_partner_first_idx" ON "weddings" USING btree (lower("partner_first_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "registry_gifts_item_idx" ON "registry_gifts" USING btree ("registry_item_id");--> statement-breakpoint
CREATE INDEX "registry_items_sku_idx" ON "registry_items" USING btree ("registry_id","sku_id");--> statement-breakpoint
-- Backfill (hand-added): cash funds made before fund_type existed.
UPDATE "registry_items" SET "fund_type" = CASE WHEN "title" ILIKE '%honeymoon%' THEN 'HONEYMOON' WHEN "title" ILIKE '%home%' THEN 'HOME' ELSE 'CUSTOM' END WHERE "kind" = 'CASH_FUND' AND "fund_type" IS NULL;
