CREATE TABLE "product_listing_counts" (
	"scope_key" text NOT NULL,
	"brand_id" integer NOT NULL,
	"products" integer DEFAULT 0 NOT NULL,
	"in_stock" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_listing_counts_scope_key_brand_id_pk" PRIMARY KEY("scope_key","brand_id")
);
--> statement-breakpoint
CREATE TABLE "vendor_search_counts" (
	"market_id" integer NOT NULL,
	"state_code" text NOT NULL,
	"category_id" integer NOT NULL,
	"vendors" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "vendor_search_counts_category_id_market_id_state_code_pk" PRIMARY KEY("category_id","market_id","state_code")
);
--> statement-breakpoint
-- Hand-written (drizzle cannot express functions or triggers): keep the counts in step with every
-- insert, update and delete, once per statement (transition tables), so a bulk seed costs one
-- aggregate, not one upsert per row.
CREATE FUNCTION product_listing_scopes(leaf integer, new_arrival boolean) RETURNS SETOF text
LANGUAGE sql STABLE AS $$
  WITH RECURSIVE chain(id, parent_id) AS (
    SELECT id, parent_id FROM categories WHERE id = leaf
    UNION ALL
    SELECT c.id, c.parent_id FROM categories c JOIN chain ON c.id = chain.parent_id
  )
  SELECT 'category:' || id FROM chain
  UNION ALL
  SELECT 'new-arrivals' WHERE new_arrival
$$;
--> statement-breakpoint
CREATE FUNCTION product_listing_counts_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO product_listing_counts AS c (scope_key, brand_id, products, in_stock)
    SELECT s, n.brand_id, count(*), count(*) FILTER (WHERE n.in_stock)
    FROM new_rows n CROSS JOIN LATERAL product_listing_scopes(n.category_id, n.is_new_arrival) AS s
    GROUP BY 1, 2
    ON CONFLICT (scope_key, brand_id) DO UPDATE SET products = c.products + excluded.products, in_stock = c.in_stock + excluded.in_stock;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO product_listing_counts AS c (scope_key, brand_id, products, in_stock)
    SELECT s, o.brand_id, -count(*), -count(*) FILTER (WHERE o.in_stock)
    FROM old_rows o CROSS JOIN LATERAL product_listing_scopes(o.category_id, o.is_new_arrival) AS s
    GROUP BY 1, 2
    ON CONFLICT (scope_key, brand_id) DO UPDATE SET products = c.products + excluded.products, in_stock = c.in_stock + excluded.in_stock;
  ELSE
    INSERT INTO product_listing_counts AS c (scope_key, brand_id, products, in_stock)
    SELECT scope_key, brand_id, sum(products), sum(in_stock) FROM (
      SELECT s AS scope_key, n.brand_id, 1 AS products, n.in_stock::int AS in_stock
      FROM new_rows n CROSS JOIN LATERAL product_listing_scopes(n.category_id, n.is_new_arrival) AS s
      UNION ALL
      SELECT s, o.brand_id, -1, -(o.in_stock::int)
      FROM old_rows o CROSS JOIN LATERAL product_listing_scopes(o.category_id, o.is_new_arrival) AS s
    ) d
    GROUP BY 1, 2
    HAVING sum(products) <> 0 OR sum(in_stock) <> 0
    ON CONFLICT (scope_key, brand_id) DO UPDATE SET products = c.products + excluded.products, in_stock = c.in_stock + excluded.in_stock;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_listing_counts_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_listing_counts_sync();
--> statement-breakpoint
CREATE TRIGGER product_listing_counts_update AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_listing_counts_sync();
--> statement-breakpoint
CREATE TRIGGER product_listing_counts_delete AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_listing_counts_sync();
--> statement-breakpoint
INSERT INTO product_listing_counts (scope_key, brand_id, products, in_stock)
SELECT s, p.brand_id, count(*), count(*) FILTER (WHERE p.in_stock)
FROM products p CROSS JOIN LATERAL product_listing_scopes(p.category_id, p.is_new_arrival) AS s
GROUP BY 1, 2;
--> statement-breakpoint
CREATE FUNCTION vendor_search_counts_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO vendor_search_counts AS c (category_id, market_id, state_code, vendors)
    SELECT category_id, market_id, state_code, -count(*) FROM old_rows GROUP BY 1, 2, 3
    ON CONFLICT (category_id, market_id, state_code) DO UPDATE SET vendors = c.vendors + excluded.vendors;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO vendor_search_counts AS c (category_id, market_id, state_code, vendors)
    SELECT category_id, market_id, state_code, count(*) FROM new_rows GROUP BY 1, 2, 3
    ON CONFLICT (category_id, market_id, state_code) DO UPDATE SET vendors = c.vendors + excluded.vendors;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER vendor_search_counts_insert AFTER INSERT ON vendors REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION vendor_search_counts_sync();
--> statement-breakpoint
CREATE TRIGGER vendor_search_counts_update AFTER UPDATE ON vendors REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION vendor_search_counts_sync();
--> statement-breakpoint
CREATE TRIGGER vendor_search_counts_delete AFTER DELETE ON vendors REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION vendor_search_counts_sync();
--> statement-breakpoint
INSERT INTO vendor_search_counts (category_id, market_id, state_code, vendors)
SELECT category_id, market_id, state_code, count(*) FROM vendors GROUP BY 1, 2, 3;
