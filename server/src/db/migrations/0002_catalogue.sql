CREATE TABLE "bom_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"series_id" uuid NOT NULL,
	"parent_id" uuid,
	"level" smallint NOT NULL,
	"code" text NOT NULL,
	"names" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manual_modules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"names" jsonb NOT NULL,
	"code0" text NOT NULL,
	"code1" text DEFAULT '' NOT NULL,
	"code2" text DEFAULT '' NOT NULL,
	"object_type" text NOT NULL,
	"applic" text NOT NULL,
	"image_key" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "model_nodes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"level" smallint NOT NULL,
	"parent_id" uuid,
	"names" jsonb NOT NULL,
	"brand" text DEFAULT '' NOT NULL,
	"image_key" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "model_nodes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "part_user_remarks" (
	"user_id" uuid NOT NULL,
	"part_id" uuid NOT NULL,
	"remark" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "part_user_remarks_user_id_part_id_pk" PRIMARY KEY("user_id","part_id")
);
--> statement-breakpoint
CREATE TABLE "partlist_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partlist_id" uuid NOT NULL,
	"ball_number" integer NOT NULL,
	"part_id" uuid NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"is_highlight" boolean DEFAULT false NOT NULL,
	"models" text[],
	"configs" text[],
	"vin_from" text,
	"vin_to" text,
	"date_from" date,
	"date_to" date,
	"remark" jsonb,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partlists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"series_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"names" jsonb NOT NULL,
	"drawing_svg" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "partlists_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "parts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"names" jsonb NOT NULL,
	"search_text" text NOT NULL,
	"search_grams" text[] DEFAULT '{}'::text[] NOT NULL,
	"category" text NOT NULL,
	"unit" text DEFAULT 'PCS' NOT NULL,
	"is_spare" boolean DEFAULT true NOT NULL,
	"price" numeric(12, 2),
	"in_stock" boolean DEFAULT true NOT NULL,
	"min_sales_unit" integer DEFAULT 1 NOT NULL,
	"fru_code" text DEFAULT '' NOT NULL,
	"bar_code" text,
	"material_description" jsonb,
	"packaging" jsonb,
	"fastening_torque" text DEFAULT '' NOT NULL,
	"photo_count" smallint DEFAULT 0 NOT NULL,
	"global_remark" jsonb,
	"properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "parts_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "serial_numbers" (
	"serial" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"vin" text NOT NULL,
	"part_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "substitutions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"before_part_id" uuid NOT NULL,
	"after_part_id" uuid NOT NULL,
	"amount" numeric(10, 2) DEFAULT '1' NOT NULL,
	"replace_way" text NOT NULL,
	"group_seq" integer,
	"alternate_time" date,
	"effective_time" date NOT NULL,
	"eco_number" text DEFAULT '' NOT NULL,
	"description" jsonb,
	"os_version" text DEFAULT '' NOT NULL,
	"app_version" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"vin" text PRIMARY KEY NOT NULL,
	"model_id" uuid NOT NULL,
	"config_code" text NOT NULL,
	"production_date" date NOT NULL,
	"sale_date" date,
	"model_year" integer NOT NULL,
	"motor_no" text DEFAULT '' NOT NULL,
	"drive_motor_model" text DEFAULT '' NOT NULL,
	"drive_motor_no" text DEFAULT '' NOT NULL,
	"drive_type" text DEFAULT '' NOT NULL,
	"battery_pack_no" text DEFAULT '' NOT NULL,
	"range_extender_no" text DEFAULT '' NOT NULL,
	"exterior_color" text DEFAULT '' NOT NULL,
	"licence_plate" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bom_groups" ADD CONSTRAINT "bom_groups_series_id_model_nodes_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."model_nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_user_remarks" ADD CONSTRAINT "part_user_remarks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_user_remarks" ADD CONSTRAINT "part_user_remarks_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partlist_items" ADD CONSTRAINT "partlist_items_partlist_id_partlists_id_fk" FOREIGN KEY ("partlist_id") REFERENCES "public"."partlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partlist_items" ADD CONSTRAINT "partlist_items_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partlists" ADD CONSTRAINT "partlists_series_id_model_nodes_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."model_nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partlists" ADD CONSTRAINT "partlists_group_id_bom_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."bom_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "serial_numbers" ADD CONSTRAINT "serial_numbers_vin_vehicles_vin_fk" FOREIGN KEY ("vin") REFERENCES "public"."vehicles"("vin") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "serial_numbers" ADD CONSTRAINT "serial_numbers_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "substitutions" ADD CONSTRAINT "substitutions_before_part_id_parts_id_fk" FOREIGN KEY ("before_part_id") REFERENCES "public"."parts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "substitutions" ADD CONSTRAINT "substitutions_after_part_id_parts_id_fk" FOREIGN KEY ("after_part_id") REFERENCES "public"."parts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_model_id_model_nodes_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."model_nodes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bom_groups_series_idx" ON "bom_groups" USING btree ("series_id","level","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "bom_groups_series_code_uq" ON "bom_groups" USING btree ("series_id","code");--> statement-breakpoint
CREATE INDEX "model_nodes_parent_idx" ON "model_nodes" USING btree ("parent_id","sort");--> statement-breakpoint
CREATE INDEX "partlist_items_partlist_idx" ON "partlist_items" USING btree ("partlist_id","sort");--> statement-breakpoint
CREATE INDEX "partlist_items_part_idx" ON "partlist_items" USING btree ("part_id");--> statement-breakpoint
CREATE INDEX "partlists_group_idx" ON "partlists" USING btree ("group_id","sort");--> statement-breakpoint
CREATE INDEX "partlists_series_idx" ON "partlists" USING btree ("series_id");--> statement-breakpoint
CREATE UNIQUE INDEX "parts_bar_code_uq" ON "parts" USING btree ("bar_code");--> statement-breakpoint
CREATE INDEX "parts_code_pattern_idx" ON "parts" USING btree ("code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "parts_search_trgm_idx" ON "parts" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "parts_search_grams_idx" ON "parts" USING gin ("search_grams");--> statement-breakpoint
CREATE INDEX "serial_numbers_vin_idx" ON "serial_numbers" USING btree ("vin");--> statement-breakpoint
CREATE INDEX "substitutions_before_idx" ON "substitutions" USING btree ("before_part_id");--> statement-breakpoint
CREATE INDEX "substitutions_after_idx" ON "substitutions" USING btree ("after_part_id");--> statement-breakpoint
CREATE INDEX "vehicles_vin_trgm_idx" ON "vehicles" USING gin ("vin" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vehicles_model_idx" ON "vehicles" USING btree ("model_id");