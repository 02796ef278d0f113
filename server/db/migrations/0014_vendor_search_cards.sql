ALTER TABLE "vendors" ADD COLUMN "search_card" text;--> statement-breakpoint
-- Hand-written (drizzle cannot express functions or triggers). A vendor search page is one index
-- range of vendors reading each row's ready-made card, as listing pages read products' (0011):
-- building the cards per search (the database as JSON, then the server parsing it to build and
-- serialise them again) was a sixth of a search. The card is service.ts `card`, key for key, in
-- order; the search adds distanceMiles, which depends on the searched city. The location is the
-- city's name as seeded (already as formatLocation writes it) and the state code.
CREATE FUNCTION vendor_search_card(v vendors) RETURNS text LANGUAGE sql STABLE AS $$
  -- row_to_json writes compact JSON with the columns' names as keys, in this order.
  SELECT row_to_json(card)::text FROM (
    SELECT
      v.id,
      v.name,
      v.slug,
      c.key AS "categoryKey",
      c.singular AS "categoryName",
      CASE WHEN coalesce(city.name, '') <> '' THEN city.name || ', ' || upper(v.state_code) ELSE upper(v.state_code) END AS location,
      v.price_tier AS "priceTier",
      v.starting_price_cents AS "startingPriceCents",
      v.rating_tenths::float8 / 10 AS rating,
      v.review_count AS "reviewCount",
      v.capacity,
      v.style,
      v.tier,
      '/media/v/' || v.id || '-0.svg' AS "photoUrl",
      '/wedding-vendors/' || c.key || '/' || v.slug AS url
    FROM vendor_categories c LEFT JOIN us_cities city ON city.id = v.city_id
    WHERE c.id = v.category_id
  ) card
$$;
--> statement-breakpoint
-- Every write of a card's column rebuilds the card; writing search_card itself (to NULL) is how
-- the category and city triggers ask for a rebuild, so no stale card can be stored.
CREATE FUNCTION vendors_search_card_build() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_card := vendor_search_card(NEW);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER vendors_search_card BEFORE INSERT OR UPDATE OF name, slug, category_id, city_id, state_code, price_tier, starting_price_cents, rating_tenths, review_count, capacity, style, tier, search_card
ON vendors FOR EACH ROW EXECUTE FUNCTION vendors_search_card_build();
--> statement-breakpoint
CREATE FUNCTION vendor_categories_rebuild_cards() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE vendors SET search_card = NULL WHERE category_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER vendor_categories_search_cards AFTER UPDATE OF key, singular ON vendor_categories
FOR EACH ROW EXECUTE FUNCTION vendor_categories_rebuild_cards();
--> statement-breakpoint
CREATE FUNCTION us_cities_rebuild_cards() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE vendors SET search_card = NULL WHERE city_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER us_cities_search_cards AFTER UPDATE OF name ON us_cities
FOR EACH ROW EXECUTE FUNCTION us_cities_rebuild_cards();
--> statement-breakpoint
UPDATE vendors SET search_card = NULL;
