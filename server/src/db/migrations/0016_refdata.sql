CREATE TABLE "fault_catalogue_nodes" (
	"code" text PRIMARY KEY NOT NULL,
	"level" smallint NOT NULL,
	"parent_code" text,
	"names" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"vin" text NOT NULL,
	"drive_mileage" integer NOT NULL,
	"shop_code" text NOT NULL,
	"shop_name" text NOT NULL,
	"province_code" text NOT NULL,
	"city_code" text NOT NULL,
	"opened_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "responsible_persons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"role" text NOT NULL,
	"user_id" uuid NOT NULL,
	"province_code" text DEFAULT '' NOT NULL,
	"city_code" text DEFAULT '' NOT NULL,
	"department" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "responsible_persons" ADD CONSTRAINT "responsible_persons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fault_catalogue_nodes_parent_idx" ON "fault_catalogue_nodes" USING btree ("level","parent_code","sort");--> statement-breakpoint
CREATE INDEX "work_orders_vin_idx" ON "work_orders" USING btree ("vin");--> statement-breakpoint
CREATE UNIQUE INDEX "responsible_persons_uq" ON "responsible_persons" USING btree ("role","user_id","province_code","city_code");--> statement-breakpoint
CREATE UNIQUE INDEX "responsible_persons_processor_area_uq" ON "responsible_persons" USING btree ("province_code","city_code") WHERE "responsible_persons"."role" = 'PROCESSOR';--> statement-breakpoint
CREATE INDEX "responsible_persons_area_idx" ON "responsible_persons" USING btree ("province_code","city_code");--> statement-breakpoint
CREATE INDEX "responsible_persons_user_idx" ON "responsible_persons" USING btree ("user_id");