-- Every server process caches exact catalogue lookups (platform/read-cache.ts) and empties that
-- cache when it hears "portal_catalogue". The database says so itself, for every writer (the app,
-- the generator, an import, a hand-run statement): once per statement, delivered at commit, and
-- folded into one notification per transaction.
CREATE FUNCTION "portal_catalogue_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_catalogue', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "model_nodes_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "model_nodes"
  FOR EACH STATEMENT EXECUTE FUNCTION "portal_catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "manual_modules_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "manual_modules"
  FOR EACH STATEMENT EXECUTE FUNCTION "portal_catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "bom_groups_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "bom_groups"
  FOR EACH STATEMENT EXECUTE FUNCTION "portal_catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "partlists_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "partlists"
  FOR EACH STATEMENT EXECUTE FUNCTION "portal_catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "parts_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "parts"
  FOR EACH STATEMENT EXECUTE FUNCTION "portal_catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "partlist_items_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "partlist_items"
  FOR EACH STATEMENT EXECUTE FUNCTION "portal_catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "vehicles_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "vehicles"
  FOR EACH STATEMENT EXECUTE FUNCTION "portal_catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "serial_numbers_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "serial_numbers"
  FOR EACH STATEMENT EXECUTE FUNCTION "portal_catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "substitutions_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "substitutions"
  FOR EACH STATEMENT EXECUTE FUNCTION "portal_catalogue_changed"();
