-- Every committed change to a registry row (its version moves with every item or collection write,
-- migration 0007; publishing; its shipping address) and to its wedding (the couple's names and
-- date are in the public header) is announced on 'registry_changed' with the registry id. Server
-- processes keep a guest's view of a registry until they hear of a change (server/modules/registry).
CREATE FUNCTION registry_notify_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'registries' THEN
    PERFORM pg_notify('registry_changed', (CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END)::text);
  ELSE
    PERFORM pg_notify('registry_changed', r.id::text) FROM registries r WHERE r.wedding_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER registries_notify_changed AFTER INSERT OR UPDATE OR DELETE ON registries
  FOR EACH ROW EXECUTE FUNCTION registry_notify_changed();
--> statement-breakpoint
CREATE TRIGGER weddings_notify_changed AFTER UPDATE ON weddings
  FOR EACH ROW EXECUTE FUNCTION registry_notify_changed();
