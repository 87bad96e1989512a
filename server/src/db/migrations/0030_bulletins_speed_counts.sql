CREATE TABLE "bulletin_audience_kinds" (
	"user_type" text NOT NULL,
	"country_code" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "bulletin_audience_kinds_user_type_country_code_pk" PRIMARY KEY("user_type","country_code")
);
--> statement-breakpoint
DROP INDEX "bulletins_published_order_idx";--> statement-breakpoint
-- A reader's list, count and page: the published bulletins in the list's order, with every column
-- the reader filter tests, so both are read from this index alone (visibility map permitting).
CREATE INDEX "bulletins_published_order_idx" ON "bulletins" USING btree ("is_top" DESC, "start_time" DESC, "created_at" DESC, "id")
  INCLUDE ("end_time", "type", "is_public", "user_types", "countries") WHERE "status" = 'APPROVED';
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
