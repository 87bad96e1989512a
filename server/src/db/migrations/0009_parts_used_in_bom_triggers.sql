-- parts.used_in_bom: whether some partlist row uses the part. Name search lists used parts first.
UPDATE "parts" SET "used_in_bom" = true WHERE "id" IN (SELECT "part_id" FROM "partlist_items");--> statement-breakpoint
-- The walk of name search: used parts first, then by id (random, so matches come evenly).
DROP INDEX IF EXISTS "parts_search_idx";--> statement-breakpoint
CREATE INDEX "parts_search_idx" ON "parts" USING btree ("used_in_bom" DESC, "id") INCLUDE ("code", "search_text", "search_grams");--> statement-breakpoint
-- Kept by the database for every writer (generator, imports, tests): once per statement, from the
-- statement's rows, so a bulk insert of 1000 rows costs one UPDATE of the parts that were unused.
CREATE FUNCTION "parts_sync_used_in_bom"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE "parts" p SET "used_in_bom" = true
     WHERE NOT p."used_in_bom" AND p."id" IN (SELECT DISTINCT "part_id" FROM arrived);
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE "parts" p SET "used_in_bom" = false
     WHERE p."used_in_bom" AND p."id" IN (SELECT DISTINCT "part_id" FROM gone)
       AND NOT EXISTS (SELECT 1 FROM "partlist_items" i WHERE i."part_id" = p."id");
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "partlist_items_used_insert" AFTER INSERT ON "partlist_items" REFERENCING NEW TABLE AS arrived
  FOR EACH STATEMENT EXECUTE FUNCTION "parts_sync_used_in_bom"();--> statement-breakpoint
CREATE TRIGGER "partlist_items_used_update" AFTER UPDATE ON "partlist_items" REFERENCING OLD TABLE AS gone NEW TABLE AS arrived
  FOR EACH STATEMENT EXECUTE FUNCTION "parts_sync_used_in_bom"();--> statement-breakpoint
CREATE TRIGGER "partlist_items_used_delete" AFTER DELETE ON "partlist_items" REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT EXECUTE FUNCTION "parts_sync_used_in_bom"();
