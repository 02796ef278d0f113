-- Hand-written (drizzle cannot express functions, triggers or composite types). The cards and
-- facets of migrations 0011 and 0014 are written by PostgreSQL's JSON functions only, never glued
-- from strings: no '[' || string_agg(...) || ']', no left(card, -1) || ',"key":' || value || '}'.
-- The functions used write compact JSON with the keys in column order, so every stored card and
-- every answer keeps the bytes it had: row_to_json for objects (key = the column's name) and
-- array_to_json(array_agg(...)) for arrays. json_build_object and json_agg would also keep the
-- keys' order but write '"key" : value, ' and ', \n ' separators; jsonb_build_object reorders the
-- keys (by length) and writes '"key": value'. The answers' key order is pinned by tests (vendor
-- search: the card's keys in order, ratings read as '"rating":4.5,' in the raw text).

-- Listing card (ProductSummary, src/contracts/shop.ts): the swatches array by array_to_json.
CREATE OR REPLACE FUNCTION product_listing_card(p products) RETURNS text LANGUAGE sql STABLE AS $$
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
        SELECT array_to_json(array_agg(swatch ORDER BY look.position, look.id))
        FROM (SELECT l.id, l.position, l.key, l.swatch_image_url, l.label FROM product_looks l WHERE l.product_id = p.id ORDER BY l.position, l.id LIMIT 5) look
        CROSS JOIN LATERAL (SELECT look.id AS product_look_id, look.key, look.swatch_image_url AS image_url, look.label) swatch
      ), '[]'::json) AS swatches,
      (SELECT count(*)::int FROM product_looks l WHERE l.product_id = p.id) AS swatch_count
  ) card
$$;
--> statement-breakpoint
-- A listing scope's brand facet ([{slug, name, count}] by name): array_to_json as well.
CREATE OR REPLACE FUNCTION product_listing_facets_rebuild(scopes text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO product_listing_facets AS f (scope_key, products, in_stock, brands)
  SELECT s.scope_key,
    coalesce(sum(c.products), 0)::int,
    coalesce(sum(c.in_stock), 0)::int,
    coalesce(
      array_to_json(array_agg(facet ORDER BY lower(b.name) COLLATE "C", b.slug COLLATE "C")
        FILTER (WHERE c.products > 0 AND b.id IS NOT NULL))::text,
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
-- The vendor search card (vendorSearchCardSchema in src/contracts/vendors.ts, without
-- distanceMiles) as a row of this type: its fields are the card's keys, in order. A search adds
-- distanceMiles to each card of its page, which JSON text cannot take without gluing or parsing it
-- again (json_populate_record per card made a search ~60% slower on PGlite); the search expands
-- the stored row with the distance and writes it with row_to_json (searchQuery.ts).
CREATE TYPE vendor_search_card_row AS (
  "id" integer,
  "name" text,
  "slug" text,
  "categoryKey" text,
  "categoryName" text,
  "location" text,
  "priceTier" integer,
  "startingPriceCents" integer,
  "rating" double precision,
  "reviewCount" integer,
  "capacity" integer,
  "style" text,
  "tier" text,
  "photoUrl" text,
  "url" text
);
--> statement-breakpoint
-- The card's column changes type: the trigger that names it goes first, the function returns the new type.
DROP TRIGGER vendors_search_card ON vendors;
--> statement-breakpoint
DROP FUNCTION vendor_search_card(vendors);
--> statement-breakpoint
ALTER TABLE vendors ALTER COLUMN search_card TYPE vendor_search_card_row USING NULL;
--> statement-breakpoint
-- The location is the city's name as seeded (already as formatLocation writes it) and the state code.
CREATE FUNCTION vendor_search_card(v vendors) RETURNS vendor_search_card_row LANGUAGE sql STABLE AS $$
  SELECT ROW(
    v.id,
    v.name,
    v.slug,
    c.key,
    c.singular,
    CASE WHEN coalesce(city.name, '') <> '' THEN city.name || ', ' || upper(v.state_code) ELSE upper(v.state_code) END,
    v.price_tier,
    v.starting_price_cents,
    v.rating_tenths::float8 / 10,
    v.review_count,
    v.capacity,
    v.style,
    v.tier,
    '/media/v/' || v.id || '-0.svg',
    '/wedding-vendors/' || c.key || '/' || v.slug
  )::vendor_search_card_row
  FROM vendor_categories c LEFT JOIN us_cities city ON city.id = v.city_id
  WHERE c.id = v.category_id
$$;
--> statement-breakpoint
-- Unchanged, but replaced so that no session keeps it compiled against the old column type.
CREATE OR REPLACE FUNCTION vendors_search_card_build() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_card := vendor_search_card(NEW);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER vendors_search_card BEFORE INSERT OR UPDATE OF name, slug, category_id, city_id, state_code, price_tier, starting_price_cents, rating_tenths, review_count, capacity, style, tier, search_card
ON vendors FOR EACH ROW EXECUTE FUNCTION vendors_search_card_build();
--> statement-breakpoint
-- Rebuild every stored card and facet with the functions above.
UPDATE vendors SET search_card = NULL;
--> statement-breakpoint
UPDATE products SET listing_card = NULL;
--> statement-breakpoint
SELECT product_listing_facets_rebuild(ARRAY(SELECT DISTINCT scope_key FROM product_listing_counts));
