ALTER TABLE "manual_topic_search" ADD COLUMN "type_order" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "manual_topic_search" ADD COLUMN "root_sort" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "manual_topic_search" ADD COLUMN "root_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Hand-added: the ranking of the rows written before, from their manuals (MANUAL_TYPES order),
-- before the new indexes exist so the update maintains none of them.
UPDATE "manual_topic_search" s SET
  "type_order" = coalesce(array_position(array['SERVICE','CIRCUIT','USER','METAL','LABORTIME']::text[], r."type"), 1) - 1,
  "root_sort" = r."sort",
  "root_code" = r."code"
FROM "manual_roots" r WHERE r."id" = s."root_id";--> statement-breakpoint
CREATE INDEX "manual_topic_search_title_idx" ON "manual_topic_search" USING gin ("title_search") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "manual_topic_search_order_idx" ON "manual_topic_search" USING btree ("lang","type_order","root_sort","root_code","root_id","seq");
