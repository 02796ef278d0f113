CREATE TABLE "product_listing_facets" (
	"scope_key" text PRIMARY KEY NOT NULL,
	"products" integer DEFAULT 0 NOT NULL,
	"in_stock" integer DEFAULT 0 NOT NULL,
	"brands" text DEFAULT '[]' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "listing_card" text;--> statement-breakpoint
-- Hand-written (drizzle cannot express functions or triggers). A listing page is one index range
-- of products reading each row's ready-made card, plus one facets row: PGlite spends far more time
-- turning rows into JavaScript than running the query, so the cards are kept as JSON text.
-- The card is ProductSummary (server/modules/shop/service.ts); 5 is CARD_SWATCH_LIMIT.
CREATE FUNCTION product_listing_card(p products) RETURNS text LANGUAGE sql STABLE AS $$
  -- row_to_json writes compact JSON with the columns' names as keys, in this order.
  SELECT row_to_json(card)::text FROM (
    SELECT
      p.id,
      p.slug,
      p.name,
      coalesce((SELECT b.name FROM brands b WHERE b.id = p.brand_id), '') AS brand,
      p.kind,
      (SELECT coalesce(l.images->'3x4'->>0, l.images->'1x1'->>0) FROM product_looks l WHERE l.product_id = p.id ORDER BY l.position, l.id LIMIT 1) AS image_url,
      (SELECT row_to_json(r) FROM (SELECT p.min_price_cents AS min_price, p.max_price_cents AS max_price) r) AS price_range,
      CASE WHEN p.reference_price_type IS NOT NULL AND p.reference_price_cents IS NOT NULL
        THEN (SELECT row_to_json(r) FROM (SELECT p.reference_price_type AS type, p.reference_price_cents AS amount) r) END AS reference_price,
      p.in_stock,
      p.is_new_arrival,
      coalesce((
        SELECT ('[' || string_agg(row_to_json(swatch)::text, ',' ORDER BY look.position, look.id) || ']')::json
        FROM (SELECT l.id, l.position, l.key, l.swatch_image_url, l.label FROM product_looks l WHERE l.product_id = p.id ORDER BY l.position, l.id LIMIT 5) look
        CROSS JOIN LATERAL (SELECT look.id AS product_look_id, look.key, look.swatch_image_url AS image_url, look.label) swatch
      ), '[]'::json) AS swatches,
      (SELECT count(*)::int FROM product_looks l WHERE l.product_id = p.id) AS swatch_count
  ) card
$$;
--> statement-breakpoint
-- Every write of a card's column rebuilds the card; writing listing_card itself (to NULL) is how
-- the looks and brands triggers ask for a rebuild, so no stale card can be stored.
CREATE FUNCTION products_listing_card_build() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.listing_card := product_listing_card(NEW);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_listing_card BEFORE INSERT OR UPDATE OF slug, name, brand_id, kind, min_price_cents, max_price_cents, reference_price_type, reference_price_cents, in_stock, is_new_arrival, listing_card
ON products FOR EACH ROW EXECUTE FUNCTION products_listing_card_build();
--> statement-breakpoint
CREATE FUNCTION product_looks_rebuild_cards() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE products SET listing_card = NULL WHERE id IN (SELECT product_id FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE products SET listing_card = NULL WHERE id IN (SELECT product_id FROM old_rows);
  ELSE
    UPDATE products SET listing_card = NULL WHERE id IN (SELECT product_id FROM new_rows UNION SELECT product_id FROM old_rows);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_looks_cards_insert AFTER INSERT ON product_looks REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_looks_rebuild_cards();
--> statement-breakpoint
CREATE TRIGGER product_looks_cards_update AFTER UPDATE ON product_looks REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_looks_rebuild_cards();
--> statement-breakpoint
CREATE TRIGGER product_looks_cards_delete AFTER DELETE ON product_looks REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_looks_rebuild_cards();
--> statement-breakpoint
-- Rebuilds the facets rows of the given scopes from product_listing_counts, in key order (a fixed
-- lock order, so two transactions touching the same scopes cannot deadlock on them).
CREATE FUNCTION product_listing_facets_rebuild(scopes text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO product_listing_facets AS f (scope_key, products, in_stock, brands)
  SELECT s.scope_key,
    coalesce(sum(c.products), 0)::int,
    coalesce(sum(c.in_stock), 0)::int,
    coalesce(
      '[' || string_agg(row_to_json(facet)::text, ',' ORDER BY lower(b.name) COLLATE "C", b.slug COLLATE "C")
        FILTER (WHERE c.products > 0 AND b.id IS NOT NULL) || ']',
      '[]'
    )
  FROM unnest(scopes) AS s(scope_key)
  LEFT JOIN product_listing_counts c ON c.scope_key = s.scope_key
  LEFT JOIN brands b ON b.id = c.brand_id
  CROSS JOIN LATERAL (SELECT b.slug, b.name, c.products AS count) facet
  GROUP BY s.scope_key
  ORDER BY s.scope_key
  ON CONFLICT (scope_key) DO UPDATE SET products = excluded.products, in_stock = excluded.in_stock, brands = excluded.brands
$$;
--> statement-breakpoint
CREATE FUNCTION product_listing_facets_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM product_listing_facets_rebuild(ARRAY(SELECT DISTINCT scope_key FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM product_listing_facets_rebuild(ARRAY(SELECT DISTINCT scope_key FROM old_rows));
  ELSE
    PERFORM product_listing_facets_rebuild(ARRAY(SELECT scope_key FROM new_rows UNION SELECT scope_key FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_listing_facets_insert AFTER INSERT ON product_listing_counts REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_listing_facets_sync();
--> statement-breakpoint
CREATE TRIGGER product_listing_facets_update AFTER UPDATE ON product_listing_counts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_listing_facets_sync();
--> statement-breakpoint
CREATE TRIGGER product_listing_facets_delete AFTER DELETE ON product_listing_counts REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_listing_facets_sync();
--> statement-breakpoint
-- A brand's new name or slug reaches its products' cards and every facet that lists it.
CREATE FUNCTION brands_rebuild_listings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET listing_card = NULL WHERE brand_id = NEW.id;
  PERFORM product_listing_facets_rebuild(ARRAY(SELECT DISTINCT scope_key FROM product_listing_counts WHERE brand_id = NEW.id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER brands_listings AFTER UPDATE OF name, slug ON brands FOR EACH ROW
WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.slug IS DISTINCT FROM NEW.slug) EXECUTE FUNCTION brands_rebuild_listings();
--> statement-breakpoint
UPDATE products SET listing_card = NULL;
--> statement-breakpoint
SELECT product_listing_facets_rebuild(ARRAY(SELECT DISTINCT scope_key FROM product_listing_counts));
