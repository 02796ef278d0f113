-- Find a couple tolerates misspellings (issue 26): trigram similarity (pg_trgm) on each of the four
-- names, lower-cased as the search compares them (server/modules/registry/findCouples.ts). `%` (similar
-- enough) is served by these GIN trigram indexes; equality with a name of the nickname list and prefix
-- LIKE stay on the text_pattern_ops btree indexes. PGlite loads the extension's files in its
-- constructor (server/db/client.ts). fastupdate=off: couples are added rarely, searched often, and a
-- pending list (unmerged until a vacuum; PGlite has no autovacuum) would make every search scan it
-- and the planner cost the index above a sequential scan.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "weddings_owner_first_trgm_idx" ON "weddings" USING gin (lower("owner_first_name") gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "weddings_owner_last_trgm_idx" ON "weddings" USING gin (lower("owner_last_name") gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "weddings_partner_first_trgm_idx" ON "weddings" USING gin (lower("partner_first_name") gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "weddings_partner_last_trgm_idx" ON "weddings" USING gin (lower("partner_last_name") gin_trgm_ops) WITH (fastupdate=off);