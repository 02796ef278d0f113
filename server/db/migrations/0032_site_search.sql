CREATE TABLE "search_product_names" (
	"name_key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"product_id" integer NOT NULL,
	"product_count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_synonyms" (
	"term" text NOT NULL,
	"synonym" text NOT NULL,
	CONSTRAINT "search_synonyms_term_synonym_pk" PRIMARY KEY("term","synonym")
);
--> statement-breakpoint
CREATE INDEX "search_product_names_trgm_idx" ON "search_product_names" USING gin ("name_key" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "brands_name_trgm_idx" ON "brands" USING gin (lower("name") gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "categories_name_trgm_idx" ON "categories" USING gin (lower("name") gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "products_name_lower_idx" ON "products" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "vendors_name_trgm_idx" ON "vendors" USING gin (lower("name") gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
-- Site-wide search (issue 32). search_product_names holds each distinct product name once; this
-- row trigger keeps it in step with products (insert, rename, delete). The linked product is the
-- lowest id of the name; when it goes, the next one (products_name_lower_idx) takes its place.
-- Concurrent writers of one name queue on its row (the count's UPDATE locks it), and each later
-- statement of the function sees what the earlier writer committed (READ COMMITTED).
CREATE OR REPLACE FUNCTION search_product_names_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    IF TG_OP = 'DELETE' OR lower(OLD.name) IS DISTINCT FROM lower(NEW.name) THEN
      UPDATE search_product_names SET product_count = product_count - 1 WHERE name_key = lower(OLD.name);
      DELETE FROM search_product_names WHERE name_key = lower(OLD.name) AND product_count <= 0;
      -- (None left yet is a statement deleting several of the name: its last row's trigger deletes the row.)
      UPDATE search_product_names
        SET product_id = coalesce((SELECT min(id) FROM products WHERE lower(name) = lower(OLD.name) AND id <> OLD.id), product_id)
        WHERE name_key = lower(OLD.name) AND product_id = OLD.id;
    END IF;
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND lower(OLD.name) IS DISTINCT FROM lower(NEW.name)) THEN
    INSERT INTO search_product_names (name_key, name, product_id, product_count)
      VALUES (lower(NEW.name), NEW.name, NEW.id, 1)
      ON CONFLICT (name_key) DO UPDATE
        SET product_count = search_product_names.product_count + 1,
            product_id = least(search_product_names.product_id, EXCLUDED.product_id);
  ELSIF TG_OP = 'UPDATE' AND OLD.name IS DISTINCT FROM NEW.name THEN
    -- Only the case changed: show the newest spelling.
    UPDATE search_product_names SET name = NEW.name WHERE name_key = lower(NEW.name);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER search_product_names_sync AFTER INSERT OR DELETE OR UPDATE OF name ON products
  FOR EACH ROW EXECUTE FUNCTION search_product_names_sync();--> statement-breakpoint
INSERT INTO search_product_names (name_key, name, product_id, product_count)
  SELECT lower(name), min(name), min(id), count(*)::int FROM products GROUP BY lower(name);--> statement-breakpoint
-- The synonyms (both directions are rows; terms normalised as searches are: lower case, single
-- spaces, no punctuation). Shop words people use for what the catalogue calls otherwise, and the
-- marketplace's trades by the words in vendors' names:
--   sofa ↔ couch, dutch oven ↔ cocotte, flatware ↔ cutlery ↔ silverware, skillet ↔ frying pan,
--   duvet ↔ comforter, tumblers ↔ glasses, kettle ↔ tea kettle, coffee maker ↔ espresso machine;
--   dj ↔ music ↔ band, photographer ↔ photography ↔ photo, videographer ↔ films ↔ video,
--   florist ↔ florals ↔ flowers, caterer ↔ catering, cake ↔ bakery, hair ↔ beauty ↔ makeup,
--   planner ↔ planning ↔ events.
INSERT INTO search_synonyms (term, synonym)
  SELECT a, b FROM (VALUES
    ('sofa', 'couch'), ('dutch oven', 'cocotte'), ('flatware', 'cutlery'), ('flatware', 'silverware'),
    ('cutlery', 'silverware'), ('skillet', 'frying pan'), ('duvet', 'comforter'), ('tumblers', 'glasses'),
    ('kettle', 'tea kettle'), ('coffee maker', 'espresso machine'),
    ('dj', 'music'), ('dj', 'band'), ('music', 'band'), ('photographer', 'photography'), ('photographer', 'photo'),
    ('photography', 'photo'), ('videographer', 'films'), ('videographer', 'video'), ('films', 'video'),
    ('florist', 'florals'), ('florist', 'flowers'), ('florals', 'flowers'), ('caterer', 'catering'),
    ('cake', 'bakery'), ('hair', 'beauty'), ('makeup', 'beauty'), ('hair', 'makeup'),
    ('planner', 'planning'), ('planner', 'events'), ('planning', 'events')
  ) AS pairs(x, y), LATERAL (VALUES (x, y), (y, x)) AS both_ways(a, b);
