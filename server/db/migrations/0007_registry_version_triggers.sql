-- registries.version is the cache key of a registry's public views. Every change to its items or
-- collections bumps it here, in the writing transaction, whoever writes (the registry module, the
-- checkout updating purchased_qty, a seed or a support fix), so a cached view can never outlive a change.
CREATE OR REPLACE FUNCTION registry_bump_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE registries SET version = version + 1 WHERE id = OLD.registry_id;
  ELSE
    UPDATE registries SET version = version + 1 WHERE id = NEW.registry_id;
    IF TG_OP = 'UPDATE' AND OLD.registry_id <> NEW.registry_id THEN
      UPDATE registries SET version = version + 1 WHERE id = OLD.registry_id;
    END IF;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER registry_items_bump_version AFTER INSERT OR UPDATE OR DELETE ON registry_items
  FOR EACH ROW EXECUTE FUNCTION registry_bump_version();
--> statement-breakpoint
CREATE TRIGGER registry_collections_bump_version AFTER INSERT OR UPDATE OR DELETE ON registry_collections
  FOR EACH ROW EXECUTE FUNCTION registry_bump_version();
