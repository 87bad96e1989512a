CREATE TABLE "favorites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"object_ref" text NOT NULL,
	"part_id" uuid,
	"node_id" uuid,
	"root_id" uuid,
	"url" text NOT NULL,
	"is_top" boolean DEFAULT false NOT NULL,
	"topped_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_one_object" CHECK (num_nonnulls("favorites"."part_id", "favorites"."node_id", "favorites"."root_id") = 1 and case "favorites"."object_ref"
      when 'PartMaster' then "favorites"."part_id" is not null when 'ManualTopic' then "favorites"."node_id" is not null when 'Manual' then "favorites"."root_id" is not null else false end)
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"object_ref" text NOT NULL,
	"part_id" uuid,
	"node_id" uuid,
	"root_id" uuid,
	"object_code" text NOT NULL,
	"url" text NOT NULL,
	"before" text,
	"after" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_node_id_manual_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."manual_nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_root_id_manual_roots_id_fk" FOREIGN KEY ("root_id") REFERENCES "public"."manual_roots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_node_id_manual_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."manual_nodes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_root_id_manual_roots_id_fk" FOREIGN KEY ("root_id") REFERENCES "public"."manual_roots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "favorites_user_part_uq" ON "favorites" USING btree ("user_id","part_id");--> statement-breakpoint
CREATE UNIQUE INDEX "favorites_user_node_uq" ON "favorites" USING btree ("user_id","node_id");--> statement-breakpoint
CREATE UNIQUE INDEX "favorites_user_root_uq" ON "favorites" USING btree ("user_id","root_id");--> statement-breakpoint
CREATE INDEX "favorites_user_list_idx" ON "favorites" USING btree ("user_id","object_ref","is_top","created_at");--> statement-breakpoint
CREATE INDEX "favorites_part_idx" ON "favorites" USING btree ("part_id");--> statement-breakpoint
CREATE INDEX "favorites_node_idx" ON "favorites" USING btree ("node_id");--> statement-breakpoint
CREATE INDEX "favorites_root_idx" ON "favorites" USING btree ("root_id");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
-- The manuals module's topic favourites become favourites of the one model, then their table goes.
INSERT INTO "favorites" ("user_id", "object_ref", "node_id", "url", "created_at")
  SELECT f."user_id", 'ManualTopic', f."node_id", '/manual/' || n."root_id" || '?topic=' || n."id", f."created_at"
  FROM "manual_topic_favorites" f JOIN "manual_nodes" n ON n."id" = f."node_id";--> statement-breakpoint
DROP TABLE "manual_topic_favorites" CASCADE;--> statement-breakpoint
-- Alerts about favourites are written here, by the database, in the transaction of the change
-- (whoever writes: the app, an import, the generator, a hand-run statement), so each change makes
-- its rows exactly once however many server processes listen. "portal_notifications" only tells
-- the processes that unread counts changed (delivered at commit, folded per transaction).
CREATE FUNCTION "portal_favorite_part_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  n integer := 0;
  k integer;
BEGIN
  IF NEW.price IS DISTINCT FROM OLD.price THEN
    INSERT INTO notifications (user_id, kind, object_ref, part_id, object_code, url, before, after)
      SELECT f.user_id, 'PRICE', 'PartMaster', NEW.id, NEW.code, f.url, OLD.price::text, NEW.price::text
      FROM favorites f WHERE f.part_id = NEW.id;
    GET DIAGNOSTICS k = ROW_COUNT;
    n := n + k;
  END IF;
  IF NEW.in_stock IS DISTINCT FROM OLD.in_stock THEN
    INSERT INTO notifications (user_id, kind, object_ref, part_id, object_code, url, before, after)
      SELECT f.user_id, 'STOCK', 'PartMaster', NEW.id, NEW.code, f.url, OLD.in_stock::text, NEW.in_stock::text
      FROM favorites f WHERE f.part_id = NEW.id;
    GET DIAGNOSTICS k = ROW_COUNT;
    n := n + k;
  END IF;
  IF n > 0 THEN PERFORM pg_notify('portal_notifications', ''); END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Row level with a WHEN clause: a bulk update that leaves price and stock alone costs no call.
CREATE TRIGGER "favorites_part_changed" AFTER UPDATE OF "price", "in_stock" ON "parts" FOR EACH ROW
  WHEN (OLD."price" IS DISTINCT FROM NEW."price" OR OLD."in_stock" IS DISTINCT FROM NEW."in_stock")
  EXECUTE FUNCTION "portal_favorite_part_changed"();--> statement-breakpoint
CREATE FUNCTION "portal_favorite_part_succeeded"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  n integer;
BEGIN
  INSERT INTO notifications (user_id, kind, object_ref, part_id, object_code, url, before, after)
    SELECT f.user_id, 'SUCCESSOR', 'PartMaster', b.id, b.code, f.url, b.code, a.code
    FROM favorites f JOIN parts b ON b.id = f.part_id JOIN parts a ON a.id = NEW.after_part_id
    WHERE f.part_id = NEW.before_part_id;
  GET DIAGNOSTICS n = ROW_COUNT;
  IF n > 0 THEN PERFORM pg_notify('portal_notifications', ''); END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "favorites_part_succeeded" AFTER INSERT ON "substitutions" FOR EACH ROW
  EXECUTE FUNCTION "portal_favorite_part_succeeded"();--> statement-breakpoint
-- A manual's revision became effective: favourites on its other revisions (topics by their code,
-- whole manuals) are alerted and move onto the new revision, links included; a topic the new
-- revision no longer has stays where it was. Deferred to the commit: an import writes the manual's
-- row before its topics.
CREATE FUNCTION "portal_favorite_manual_revised"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH moved AS (
    SELECT f.id, f.user_id, f.url, o.id AS old_node, o.root_id AS old_root, o.code, r.version AS old_version, nn.id AS new_node
    FROM favorites f
    JOIN manual_nodes o ON o.id = f.node_id
    JOIN manual_roots r ON r.id = o.root_id AND r.code = NEW.code AND r.id <> NEW.id
    LEFT JOIN manual_nodes nn ON nn.root_id = NEW.id AND nn.code = o.code
  ), alerted AS (
    INSERT INTO notifications (user_id, kind, object_ref, node_id, root_id, object_code, url, before, after)
      SELECT m.user_id, 'REVISION', 'ManualTopic', coalesce(m.new_node, m.old_node), CASE WHEN m.new_node IS NULL THEN m.old_root ELSE NEW.id END, m.code,
        CASE WHEN m.new_node IS NULL THEN m.url ELSE replace(replace(m.url, m.old_node::text, m.new_node::text), m.old_root::text, NEW.id::text) END,
        m.old_version, NEW.version
      FROM moved m
  )
  UPDATE favorites f SET node_id = m.new_node, url = replace(replace(f.url, m.old_node::text, m.new_node::text), m.old_root::text, NEW.id::text)
  FROM moved m
  WHERE f.id = m.id AND m.new_node IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM favorites d WHERE d.user_id = f.user_id AND d.node_id = m.new_node);

  WITH moved AS (
    SELECT f.id, f.user_id, f.url, r.id AS old_root, r.code, r.version AS old_version
    FROM favorites f JOIN manual_roots r ON r.id = f.root_id
    WHERE r.code = NEW.code AND r.id <> NEW.id
  ), alerted AS (
    INSERT INTO notifications (user_id, kind, object_ref, root_id, object_code, url, before, after)
      SELECT m.user_id, 'REVISION', 'Manual', NEW.id, m.code, replace(m.url, m.old_root::text, NEW.id::text), m.old_version, NEW.version
      FROM moved m
  )
  UPDATE favorites f SET root_id = NEW.id, url = replace(f.url, m.old_root::text, NEW.id::text)
  FROM moved m
  WHERE f.id = m.id AND NOT EXISTS (SELECT 1 FROM favorites d WHERE d.user_id = f.user_id AND d.root_id = NEW.id);

  PERFORM pg_notify('portal_notifications', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "favorites_manual_effective_insert" AFTER INSERT ON "manual_roots" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (NEW."status" = 'EFFECTIVE')
  EXECUTE FUNCTION "portal_favorite_manual_revised"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "favorites_manual_effective_update" AFTER UPDATE OF "status" ON "manual_roots" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD."status" IS DISTINCT FROM NEW."status" AND NEW."status" = 'EFFECTIVE')
  EXECUTE FUNCTION "portal_favorite_manual_revised"();
