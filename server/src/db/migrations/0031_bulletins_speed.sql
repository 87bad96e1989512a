CREATE TABLE "bulletin_audience_kinds" (
	"user_type" text NOT NULL,
	"country_code" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "bulletin_audience_kinds_user_type_country_code_pk" PRIMARY KEY("user_type","country_code")
);
--> statement-breakpoint
CREATE TABLE "bulletin_read_counts" (
	"bulletin_id" uuid NOT NULL,
	"user_type" text NOT NULL,
	"country_code" text NOT NULL,
	"active" boolean NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "bulletin_read_counts_bulletin_id_user_type_country_code_active_pk" PRIMARY KEY("bulletin_id","user_type","country_code","active")
);
--> statement-breakpoint
ALTER TABLE "bulletin_read_counts" ADD CONSTRAINT "bulletin_read_counts_bulletin_id_bulletins_id_fk" FOREIGN KEY ("bulletin_id") REFERENCES "public"."bulletins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bulletins_type_created_idx" ON "bulletins" USING btree ("type","created_at");--> statement-breakpoint
CREATE INDEX "bulletins_vehicle_idx" ON "bulletins" USING btree ("end_time") WHERE "bulletins"."status" = 'APPROVED' and "bulletins"."type" in ('RECALL_TYPE', 'MAINTENANCE_BULLETIN', 'WARRANTY_BULLETIN')
      and jsonb_array_length("bulletins"."audience"->'models') + jsonb_array_length("bulletins"."audience"->'vinRanges') + jsonb_array_length("bulletins"."audience"->'productionDates') > 0;--> statement-breakpoint
-- bulletin_read_counts follow bulletin_reads in the writer's transaction: +1 on a read, -1 when a read goes.
-- A read whose user is already gone (deleted with the user) was subtracted by the users trigger below.
CREATE OR REPLACE FUNCTION "bulletin_read_counts_track"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  u record;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT user_type, country_code, NOT disabled AND NOT is_visitor AS active INTO u FROM "users" WHERE id = NEW.user_id;
    INSERT INTO "bulletin_read_counts" ("bulletin_id", "user_type", "country_code", "active", "n")
      VALUES (NEW.bulletin_id, u.user_type, u.country_code, u.active, 1)
      ON CONFLICT ("bulletin_id", "user_type", "country_code", "active") DO UPDATE SET "n" = "bulletin_read_counts"."n" + 1;
  ELSE
    SELECT user_type, country_code, NOT disabled AND NOT is_visitor AS active INTO u FROM "users" WHERE id = OLD.user_id;
    IF FOUND THEN
      UPDATE "bulletin_read_counts" SET "n" = "n" - 1
        WHERE "bulletin_id" = OLD.bulletin_id AND "user_type" = u.user_type AND "country_code" = u.country_code AND "active" = u.active;
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "bulletin_read_counts_track" AFTER INSERT OR DELETE ON "bulletin_reads"
  FOR EACH ROW EXECUTE FUNCTION "bulletin_read_counts_track"();
--> statement-breakpoint
-- A reader whose type, country or activity changes moves their reads to the new kind; a deleted
-- reader's reads are subtracted before the cascade removes them (it runs when the user row is gone).
CREATE OR REPLACE FUNCTION "bulletin_read_counts_reader"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.user_type = NEW.user_type AND OLD.country_code = NEW.country_code
     AND (NOT OLD.disabled AND NOT OLD.is_visitor) = (NOT NEW.disabled AND NOT NEW.is_visitor) THEN
    RETURN NEW;
  END IF;
  UPDATE "bulletin_read_counts" c SET "n" = c."n" - 1 FROM "bulletin_reads" r
    WHERE r.user_id = OLD.id AND c.bulletin_id = r.bulletin_id AND c.user_type = OLD.user_type AND c.country_code = OLD.country_code
      AND c.active = (NOT OLD.disabled AND NOT OLD.is_visitor);
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO "bulletin_read_counts" ("bulletin_id", "user_type", "country_code", "active", "n")
      SELECT r.bulletin_id, NEW.user_type, NEW.country_code, NOT NEW.disabled AND NOT NEW.is_visitor, 1 FROM "bulletin_reads" r WHERE r.user_id = NEW.id
      ON CONFLICT ("bulletin_id", "user_type", "country_code", "active") DO UPDATE SET "n" = "bulletin_read_counts"."n" + 1;
    RETURN NEW;
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER "bulletin_read_counts_reader" AFTER UPDATE OF "user_type", "country_code", "disabled", "is_visitor" ON "users"
  FOR EACH ROW EXECUTE FUNCTION "bulletin_read_counts_reader"();
--> statement-breakpoint
CREATE TRIGGER "bulletin_read_counts_reader_deleted" BEFORE DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "bulletin_read_counts_reader"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bulletin_read_counts_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "bulletin_read_counts";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "bulletin_read_counts_truncate" AFTER TRUNCATE ON "bulletin_reads"
  FOR EACH STATEMENT EXECUTE FUNCTION "bulletin_read_counts_clear"();
--> statement-breakpoint
INSERT INTO "bulletin_read_counts" ("bulletin_id", "user_type", "country_code", "active", "n")
  SELECT r.bulletin_id, u.user_type, u.country_code, NOT u.disabled AND NOT u.is_visitor, count(*)::int
  FROM "bulletin_reads" r JOIN "users" u ON u.id = r.user_id GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
-- A reader's list, count and page: the published bulletins in the list's order, with every column
-- the reader filter tests, so both are read from this index alone (visibility map permitting).
CREATE INDEX "bulletins_published_order_idx" ON "bulletins" USING btree ("is_top" DESC, "start_time" DESC, "created_at" DESC, "id")
  INCLUDE ("end_time", "type", "is_public", "user_types", "countries", "group_ids") WHERE "status" = 'APPROVED';
--> statement-breakpoint
-- Who has not read a bulletin, by username: the audience's accounts in that order, without a sort.
CREATE INDEX "users_audience_username_idx" ON "users" USING btree ("username") WHERE NOT "disabled" AND NOT "is_visitor";
--> statement-breakpoint
-- bulletin_audience_kinds follow users in the writer's transaction: an active non-visitor account counts for its kind.
CREATE OR REPLACE FUNCTION "bulletin_audience_kinds_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND NOT OLD.disabled AND NOT OLD.is_visitor THEN
    UPDATE "bulletin_audience_kinds" SET "n" = "n" - 1 WHERE "user_type" = OLD.user_type AND "country_code" = OLD.country_code;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NOT NEW.disabled AND NOT NEW.is_visitor THEN
    INSERT INTO "bulletin_audience_kinds" ("user_type", "country_code", "n") VALUES (NEW.user_type, NEW.country_code, 1)
      ON CONFLICT ("user_type", "country_code") DO UPDATE SET "n" = "bulletin_audience_kinds"."n" + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "bulletin_audience_kinds_track" AFTER INSERT OR DELETE OR UPDATE OF "user_type", "country_code", "disabled", "is_visitor" ON "users"
  FOR EACH ROW EXECUTE FUNCTION "bulletin_audience_kinds_track"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bulletin_audience_kinds_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "bulletin_audience_kinds";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "bulletin_audience_kinds_truncate" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "bulletin_audience_kinds_clear"();
--> statement-breakpoint
INSERT INTO "bulletin_audience_kinds" ("user_type", "country_code", "n")
  SELECT user_type, country_code, count(*)::int FROM "users" WHERE NOT disabled AND NOT is_visitor GROUP BY 1, 2;
