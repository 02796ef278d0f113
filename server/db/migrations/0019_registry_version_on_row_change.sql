-- registries.version names everything a process keeps of a registry for guests
-- (server/modules/registry/readCache.ts). 0007 moves it with every item and collection write; here
-- it moves with every change to the registry row itself (slug, publishing, any setting added later)
-- unless the write moves it already, and with every change to what guests see of its wedding
-- (the couple's names, date and its time zone, venues, place and photo). The registries row's update is then announced by 0012's trigger.
CREATE FUNCTION registry_row_bump_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.version = OLD.version AND NEW IS DISTINCT FROM OLD THEN
    NEW.version := OLD.version + 1;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER registries_bump_version BEFORE UPDATE ON registries
  FOR EACH ROW EXECUTE FUNCTION registry_row_bump_version();
--> statement-breakpoint
CREATE FUNCTION registry_wedding_bump_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.owner_first_name, NEW.owner_last_name, NEW.partner_first_name, NEW.partner_last_name, NEW.wedding_date,
      NEW.time_zone, NEW.ceremony_venue, NEW.reception_venue, NEW.city, NEW.state_province, NEW.couple_photo_id)
     IS DISTINCT FROM (OLD.owner_first_name, OLD.owner_last_name, OLD.partner_first_name, OLD.partner_last_name, OLD.wedding_date,
      OLD.time_zone, OLD.ceremony_venue, OLD.reception_venue, OLD.city, OLD.state_province, OLD.couple_photo_id) THEN
    UPDATE registries SET version = version + 1 WHERE wedding_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER weddings_bump_registry_version AFTER UPDATE ON weddings
  FOR EACH ROW EXECUTE FUNCTION registry_wedding_bump_version();
