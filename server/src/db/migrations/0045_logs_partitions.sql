-- Decision 041: the logs (operations, login attempts, opens) grow forever, so each is partitioned
-- by month of "at". A month is one table: a period filter reads only its months, and an old month
-- goes (or is archived) whole. The server creates the coming months at start and daily
-- (logs.partitions.ts); the default partition catches a row whose month does not exist yet, and
-- is emptied into that month when it is made.
CREATE FUNCTION "portal_ensure_month_partitions"(parent text, first_month date, last_month date) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  m date := date_trunc('month', first_month)::date;
  next_m date;
  part text;
  made integer := 0;
BEGIN
  -- two instances starting at once make each month once
  PERFORM pg_advisory_xact_lock(hashtext('portal_ensure_month_partitions'), hashtext(parent));
  IF to_regclass(parent || '_default') IS NULL THEN
    EXECUTE format('CREATE TABLE %I PARTITION OF %I DEFAULT', parent || '_default', parent);
  END IF;
  WHILE m <= last_month LOOP
    next_m := (m + interval '1 month')::date;
    part := parent || '_' || to_char(m, 'YYYYMM');
    IF to_regclass(part) IS NULL THEN
      EXECUTE format('CREATE TABLE %I (LIKE %I INCLUDING DEFAULTS)', part, parent);
      -- rows the default partition took for this month move in first: attaching refuses while any remain there
      EXECUTE format('WITH moved AS (DELETE FROM %I WHERE "at" >= %L::timestamptz AND "at" < %L::timestamptz RETURNING *) INSERT INTO %I SELECT * FROM moved',
        parent || '_default', to_char(m, 'YYYY-MM-DD') || ' 00:00:00+00', to_char(next_m, 'YYYY-MM-DD') || ' 00:00:00+00', part);
      EXECUTE format('ALTER TABLE %I ATTACH PARTITION %I FOR VALUES FROM (%L) TO (%L)',
        parent, part, to_char(m, 'YYYY-MM-DD') || ' 00:00:00+00', to_char(next_m, 'YYYY-MM-DD') || ' 00:00:00+00');
      made := made + 1;
    END IF;
    m := next_m;
  END LOOP;
  RETURN made;
END $$;
--> statement-breakpoint
-- operation_logs: the table as it was is copied into its partitioned successor, which keeps its name, sequence and indexes
ALTER TABLE "operation_logs" RENAME TO "operation_logs_unpartitioned";--> statement-breakpoint
ALTER TABLE "operation_logs_unpartitioned" DROP CONSTRAINT "operation_logs_id_at_pk";--> statement-breakpoint
DROP INDEX "operation_logs_at_idx";--> statement-breakpoint
DROP INDEX "operation_logs_operator_idx";--> statement-breakpoint
DROP INDEX "operation_logs_operator_name_idx";--> statement-breakpoint
DROP INDEX "operation_logs_object_ref_idx";--> statement-breakpoint
CREATE TABLE "operation_logs" (LIKE "operation_logs_unpartitioned" INCLUDING DEFAULTS, CONSTRAINT "operation_logs_id_at_pk" PRIMARY KEY ("id","at")) PARTITION BY RANGE ("at");--> statement-breakpoint
ALTER SEQUENCE "operation_logs_id_seq" OWNED BY "operation_logs"."id";--> statement-breakpoint
CREATE INDEX "operation_logs_at_idx" ON "operation_logs" USING btree ("at");--> statement-breakpoint
CREATE INDEX "operation_logs_operator_idx" ON "operation_logs" USING btree ("operator_id","at");--> statement-breakpoint
CREATE INDEX "operation_logs_operator_name_idx" ON "operation_logs" USING btree ("operator_name","at");--> statement-breakpoint
CREATE INDEX "operation_logs_object_ref_idx" ON "operation_logs" USING btree ("object_ref","at");--> statement-breakpoint
SELECT "portal_ensure_month_partitions"('operation_logs', (coalesce((SELECT min("at") FROM "operation_logs_unpartitioned"), now()) AT TIME ZONE 'UTC')::date, (now() AT TIME ZONE 'UTC' + interval '3 months')::date);--> statement-breakpoint
INSERT INTO "operation_logs" SELECT * FROM "operation_logs_unpartitioned";--> statement-breakpoint
DROP TABLE "operation_logs_unpartitioned";--> statement-breakpoint
-- login_attempts: the table as it was is copied into its partitioned successor, which keeps its name, sequence and indexes
ALTER TABLE "login_attempts" RENAME TO "login_attempts_unpartitioned";--> statement-breakpoint
ALTER TABLE "login_attempts_unpartitioned" DROP CONSTRAINT "login_attempts_id_at_pk";--> statement-breakpoint
DROP INDEX "login_attempts_username_at_idx";--> statement-breakpoint
DROP INDEX "login_attempts_ip_at_idx";--> statement-breakpoint
DROP INDEX "login_attempts_at_idx";--> statement-breakpoint
CREATE TABLE "login_attempts" (LIKE "login_attempts_unpartitioned" INCLUDING DEFAULTS, CONSTRAINT "login_attempts_id_at_pk" PRIMARY KEY ("id","at")) PARTITION BY RANGE ("at");--> statement-breakpoint
ALTER SEQUENCE "login_attempts_id_seq" OWNED BY "login_attempts"."id";--> statement-breakpoint
CREATE INDEX "login_attempts_username_at_idx" ON "login_attempts" USING btree ("username","at");--> statement-breakpoint
CREATE INDEX "login_attempts_ip_at_idx" ON "login_attempts" USING btree ("ip","at");--> statement-breakpoint
CREATE INDEX "login_attempts_at_idx" ON "login_attempts" USING btree ("at");--> statement-breakpoint
SELECT "portal_ensure_month_partitions"('login_attempts', (coalesce((SELECT min("at") FROM "login_attempts_unpartitioned"), now()) AT TIME ZONE 'UTC')::date, (now() AT TIME ZONE 'UTC' + interval '3 months')::date);--> statement-breakpoint
INSERT INTO "login_attempts" SELECT * FROM "login_attempts_unpartitioned";--> statement-breakpoint
DROP TABLE "login_attempts_unpartitioned";--> statement-breakpoint
-- click_logs: the table as it was is copied into its partitioned successor, which keeps its name, sequence and indexes
ALTER TABLE "click_logs" RENAME TO "click_logs_unpartitioned";--> statement-breakpoint
ALTER TABLE "click_logs_unpartitioned" DROP CONSTRAINT "click_logs_id_at_pk";--> statement-breakpoint
DROP INDEX "click_logs_at_idx";--> statement-breakpoint
DROP INDEX "click_logs_type_at_idx";--> statement-breakpoint
CREATE TABLE "click_logs" (LIKE "click_logs_unpartitioned" INCLUDING DEFAULTS, CONSTRAINT "click_logs_id_at_pk" PRIMARY KEY ("id","at")) PARTITION BY RANGE ("at");--> statement-breakpoint
ALTER SEQUENCE "click_logs_id_seq" OWNED BY "click_logs"."id";--> statement-breakpoint
CREATE INDEX "click_logs_at_idx" ON "click_logs" USING btree ("at");--> statement-breakpoint
CREATE INDEX "click_logs_type_at_idx" ON "click_logs" USING btree ("object_type","at");--> statement-breakpoint
SELECT "portal_ensure_month_partitions"('click_logs', (coalesce((SELECT min("at") FROM "click_logs_unpartitioned"), now()) AT TIME ZONE 'UTC')::date, (now() AT TIME ZONE 'UTC' + interval '3 months')::date);--> statement-breakpoint
INSERT INTO "click_logs" SELECT * FROM "click_logs_unpartitioned";--> statement-breakpoint
DROP TABLE "click_logs_unpartitioned";
