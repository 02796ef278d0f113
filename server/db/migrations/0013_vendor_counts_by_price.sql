-- The vendor counts gain the price tier, so a search filtered by price tier still reads its total
-- from a few rows (100,000 vendors: a live count of one category's matches was most of 30 ms).
DELETE FROM "vendor_search_counts";--> statement-breakpoint
ALTER TABLE "vendor_search_counts" DROP CONSTRAINT "vendor_search_counts_category_id_market_id_state_code_pk";--> statement-breakpoint
ALTER TABLE "vendor_search_counts" ADD COLUMN "price_tier" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_search_counts" ADD CONSTRAINT "vendor_search_counts_category_id_market_id_state_code_price_tier_pk" PRIMARY KEY("category_id","market_id","state_code","price_tier");--> statement-breakpoint
CREATE INDEX "vendors_category_relevance_idx" ON "vendors" USING btree ("category_id","relevance" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "vendors_relevance_idx" ON "vendors" USING btree ("relevance" DESC NULLS FIRST,"id");--> statement-breakpoint
-- Hand-written: the trigger function of migration 0010, now per price tier too.
CREATE OR REPLACE FUNCTION vendor_search_counts_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO vendor_search_counts AS c (category_id, market_id, state_code, price_tier, vendors)
    SELECT category_id, market_id, state_code, price_tier, -count(*) FROM old_rows GROUP BY 1, 2, 3, 4
    ON CONFLICT (category_id, market_id, state_code, price_tier) DO UPDATE SET vendors = c.vendors + excluded.vendors;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO vendor_search_counts AS c (category_id, market_id, state_code, price_tier, vendors)
    SELECT category_id, market_id, state_code, price_tier, count(*) FROM new_rows GROUP BY 1, 2, 3, 4
    ON CONFLICT (category_id, market_id, state_code, price_tier) DO UPDATE SET vendors = c.vendors + excluded.vendors;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
INSERT INTO vendor_search_counts (category_id, market_id, state_code, price_tier, vendors)
SELECT category_id, market_id, state_code, price_tier, count(*) FROM vendors GROUP BY 1, 2, 3, 4;
