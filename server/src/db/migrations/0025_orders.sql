CREATE SEQUENCE "public"."order_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"part_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"model" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_counts" (
	"user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "order_counts_user_id_status_pk" PRIMARY KEY("user_id","status")
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"status" text NOT NULL,
	"source" text NOT NULL,
	"event_key" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"part_id" uuid,
	"part_code" text NOT NULL,
	"part_names" jsonb NOT NULL,
	"amount" integer NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"line_total" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"serial" bigint NOT NULL,
	"order_no" text NOT NULL,
	"requisition_no" text NOT NULL,
	"user_id" uuid NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"sales_organization" text DEFAULT '' NOT NULL,
	"warehouse" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"line_count" integer NOT NULL,
	"amount" integer NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_sales_info" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"sales_organization" text DEFAULT '' NOT NULL,
	"warehouse" text DEFAULT '' NOT NULL,
	"threshold" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_counts" ADD CONSTRAINT "order_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_sales_info" ADD CONSTRAINT "user_sales_info_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_user_part_uq" ON "cart_items" USING btree ("user_id","part_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_events_key_uq" ON "order_events" USING btree ("order_id","event_key");--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_lines_order_line_uq" ON "order_lines" USING btree ("order_id","line_no");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_no_uq" ON "orders" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_user_status_idx" ON "orders" USING btree ("user_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_numbers_trgm_idx" ON "orders" USING gin (("order_no" || ' ' || "requisition_no") gin_trgm_ops);--> statement-breakpoint
-- order_counts: orders per user and status, kept by the database for every writer (submission,
-- DMS callbacks, seed, bulk loads): once per statement, from the statement's rows.
CREATE FUNCTION "orders_sync_counts_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "order_counts" ("user_id", "status", "n")
  SELECT "user_id", "status", count(*)::int FROM arrived GROUP BY "user_id", "status"
  ON CONFLICT ("user_id", "status") DO UPDATE SET "n" = "order_counts"."n" + excluded."n";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "orders_sync_counts_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "order_counts" c SET "n" = c."n" - g."n"
    FROM (SELECT "user_id", "status", count(*)::int AS "n" FROM gone GROUP BY "user_id", "status") g
   WHERE c."user_id" = g."user_id" AND c."status" = g."status";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "orders_sync_counts_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "order_counts" ("user_id", "status", "n")
  SELECT "user_id", "status", sum("d")::int FROM (
    SELECT "user_id", "status", 1 AS "d" FROM arrived
    UNION ALL
    SELECT "user_id", "status", -1 AS "d" FROM gone
  ) c GROUP BY "user_id", "status" HAVING sum("d") <> 0
  ON CONFLICT ("user_id", "status") DO UPDATE SET "n" = "order_counts"."n" + excluded."n";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "orders_counts_insert" AFTER INSERT ON "orders" REFERENCING NEW TABLE AS arrived FOR EACH STATEMENT EXECUTE FUNCTION "orders_sync_counts_insert"();--> statement-breakpoint
CREATE TRIGGER "orders_counts_delete" AFTER DELETE ON "orders" REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION "orders_sync_counts_delete"();--> statement-breakpoint
CREATE TRIGGER "orders_counts_update" AFTER UPDATE ON "orders" REFERENCING OLD TABLE AS gone NEW TABLE AS arrived FOR EACH STATEMENT EXECUTE FUNCTION "orders_sync_counts_update"();
