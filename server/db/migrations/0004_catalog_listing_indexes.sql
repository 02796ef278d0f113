DROP INDEX "products_category_featured_idx";--> statement-breakpoint
DROP INDEX "products_brand_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "top_category_id" integer;--> statement-breakpoint
ALTER TABLE "skus" ADD COLUMN "reference_price_cents" integer;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_top_category_id_categories_id_fk" FOREIGN KEY ("top_category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Hand-added backfill (drizzle cannot express data changes): catalogs seeded before this migration get the new columns by the seed's rules.
WITH RECURSIVE "roots" AS (SELECT "id", "id" AS "root" FROM "categories" WHERE "parent_id" IS NULL UNION ALL SELECT c."id", r."root" FROM "categories" c JOIN "roots" r ON c."parent_id" = r."id") UPDATE "products" p SET "top_category_id" = "roots"."root" FROM "roots" WHERE "roots"."id" = p."category_id";--> statement-breakpoint
UPDATE "skus" s SET "reference_price_cents" = round(s."price_cents"::numeric * p."reference_price_cents" / p."max_price_cents" / 100) * 100 FROM "products" p WHERE p."id" = s."product_id" AND p."reference_price_cents" IS NOT NULL AND p."max_price_cents" > 0;--> statement-breakpoint
CREATE INDEX "products_category_price_desc_idx" ON "products" USING btree ("category_id","max_price_cents","id");--> statement-breakpoint
CREATE INDEX "products_category_brand_idx" ON "products" USING btree ("category_id","brand_id");--> statement-breakpoint
CREATE INDEX "products_top_featured_idx" ON "products" USING btree ("top_category_id","featured_rank" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "products_top_price_idx" ON "products" USING btree ("top_category_id","min_price_cents","id");--> statement-breakpoint
CREATE INDEX "products_top_price_desc_idx" ON "products" USING btree ("top_category_id","max_price_cents","id");--> statement-breakpoint
CREATE INDEX "products_top_created_idx" ON "products" USING btree ("top_category_id","created_at","id");--> statement-breakpoint
CREATE INDEX "products_top_brand_idx" ON "products" USING btree ("top_category_id","brand_id");--> statement-breakpoint
CREATE INDEX "products_new_featured_idx" ON "products" USING btree ("featured_rank" DESC NULLS FIRST,"id") WHERE "products"."is_new_arrival";--> statement-breakpoint
CREATE INDEX "products_new_price_idx" ON "products" USING btree ("min_price_cents","id") WHERE "products"."is_new_arrival";--> statement-breakpoint
CREATE INDEX "products_new_price_desc_idx" ON "products" USING btree ("max_price_cents","id") WHERE "products"."is_new_arrival";--> statement-breakpoint
CREATE INDEX "products_category_featured_idx" ON "products" USING btree ("category_id","featured_rank" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree ("brand_id","featured_rank" DESC NULLS FIRST,"id");