CREATE TABLE "inquiry_daily_counts" (
	"day" date NOT NULL,
	"status" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "inquiry_daily_counts_day_status_pk" PRIMARY KEY("day","status")
);
--> statement-breakpoint
CREATE INDEX "inquiry_forms_module_created_idx" ON "inquiry_forms" USING btree ("fault_module","created_at","status");--> statement-breakpoint
-- The daily counts follow inquiry_forms in the same transaction: +1 on insert, -1 on delete, both on a change of status or creation time.
CREATE OR REPLACE FUNCTION "inquiry_daily_counts_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.status = NEW.status AND OLD.created_at = NEW.created_at THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "inquiry_daily_counts" SET "n" = "n" - 1 WHERE "day" = (OLD.created_at AT TIME ZONE 'UTC')::date AND "status" = OLD.status;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "inquiry_daily_counts" ("day", "status", "n") VALUES ((NEW.created_at AT TIME ZONE 'UTC')::date, NEW.status, 1)
      ON CONFLICT ("day", "status") DO UPDATE SET "n" = "inquiry_daily_counts"."n" + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "inquiry_daily_counts_track" AFTER INSERT OR DELETE OR UPDATE OF "status", "created_at" ON "inquiry_forms"
  FOR EACH ROW EXECUTE FUNCTION "inquiry_daily_counts_track"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "inquiry_daily_counts_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "inquiry_daily_counts";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "inquiry_daily_counts_truncate" AFTER TRUNCATE ON "inquiry_forms"
  FOR EACH STATEMENT EXECUTE FUNCTION "inquiry_daily_counts_clear"();
--> statement-breakpoint
INSERT INTO "inquiry_daily_counts" ("day", "status", "n")
  SELECT (created_at AT TIME ZONE 'UTC')::date, status, count(*)::int FROM "inquiry_forms" GROUP BY 1, 2;
