CREATE TABLE "labour_time_nodes" (
	"code" text PRIMARY KEY NOT NULL,
	"level" smallint NOT NULL,
	"parent_code" text,
	"names" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "labour_time_parts" (
	"labour_time_id" uuid NOT NULL,
	"part_id" uuid NOT NULL,
	CONSTRAINT "labour_time_parts_labour_time_id_part_id_pk" PRIMARY KEY("labour_time_id","part_id")
);
--> statement-breakpoint
CREATE TABLE "labour_times" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"model_id" uuid NOT NULL,
	"work_time_code" text NOT NULL,
	"names" jsonb NOT NULL,
	"search_text" text NOT NULL,
	"work_time_type" text NOT NULL,
	"standard_hours" numeric(6, 2) NOT NULL,
	"maintenance_hours" numeric(6, 2) NOT NULL,
	"position_code" text NOT NULL,
	"level_one" text NOT NULL,
	"level_two" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "special_tools" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"names" jsonb NOT NULL,
	"purpose" jsonb NOT NULL,
	"technical_parameter" jsonb NOT NULL,
	"search_text" text NOT NULL,
	"unit" text NOT NULL,
	"category" text NOT NULL,
	"drive_type" text DEFAULT 'ALL' NOT NULL,
	"models" text[],
	"picture_key" text,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "special_tools_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "labour_time_parts" ADD CONSTRAINT "labour_time_parts_labour_time_id_labour_times_id_fk" FOREIGN KEY ("labour_time_id") REFERENCES "public"."labour_times"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labour_time_parts" ADD CONSTRAINT "labour_time_parts_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labour_times" ADD CONSTRAINT "labour_times_model_id_model_nodes_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."model_nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labour_times" ADD CONSTRAINT "labour_times_position_code_labour_time_nodes_code_fk" FOREIGN KEY ("position_code") REFERENCES "public"."labour_time_nodes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "labour_time_nodes_parent_idx" ON "labour_time_nodes" USING btree ("parent_code","sort");--> statement-breakpoint
CREATE INDEX "labour_time_parts_part_idx" ON "labour_time_parts" USING btree ("part_id");--> statement-breakpoint
CREATE UNIQUE INDEX "labour_times_model_code_uq" ON "labour_times" USING btree ("model_id","work_time_code");--> statement-breakpoint
CREATE INDEX "labour_times_levels_idx" ON "labour_times" USING btree ("level_one","level_two","position_code");--> statement-breakpoint
CREATE INDEX "labour_times_search_trgm_idx" ON "labour_times" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "special_tools_category_idx" ON "special_tools" USING btree ("category","sort");--> statement-breakpoint
CREATE INDEX "special_tools_models_idx" ON "special_tools" USING gin ("models");--> statement-breakpoint
CREATE INDEX "special_tools_search_trgm_idx" ON "special_tools" USING gin ("search_text" gin_trgm_ops);