CREATE TABLE "technical_case_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"operator_id" uuid,
	"operator_name" text DEFAULT '' NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "technical_cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" integer GENERATED ALWAYS AS IDENTITY (sequence name "technical_cases_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"status" text NOT NULL,
	"title" text NOT NULL,
	"language" text NOT NULL,
	"car_series" text NOT NULL,
	"model_code" text NOT NULL,
	"model_name" text DEFAULT '' NOT NULL,
	"fault_name" text NOT NULL,
	"fault_module" text DEFAULT '' NOT NULL,
	"fault_system" text DEFAULT '' NOT NULL,
	"fault_position" text DEFAULT '' NOT NULL,
	"damage_type" text DEFAULT '' NOT NULL,
	"part_code" text DEFAULT '' NOT NULL,
	"part_name" text DEFAULT '' NOT NULL,
	"customer_origin_desc" text DEFAULT '' NOT NULL,
	"fault_appearance_confirm" text DEFAULT '' NOT NULL,
	"fault_check_desc" text DEFAULT '' NOT NULL,
	"fault_reason" text DEFAULT '' NOT NULL,
	"repair_plan_desc" text DEFAULT '' NOT NULL,
	"search" "tsvector" NOT NULL,
	"source_inquiry_id" uuid,
	"source_form_no" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_by_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "technical_case_events" ADD CONSTRAINT "technical_case_events_case_id_technical_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."technical_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technical_case_events" ADD CONSTRAINT "technical_case_events_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technical_cases" ADD CONSTRAINT "technical_cases_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "technical_case_events_case_idx" ON "technical_case_events" USING btree ("case_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "technical_cases_seq_uq" ON "technical_cases" USING btree ("seq");--> statement-breakpoint
CREATE UNIQUE INDEX "technical_cases_source_uq" ON "technical_cases" USING btree ("source_inquiry_id") WHERE "technical_cases"."source_inquiry_id" is not null;--> statement-breakpoint
CREATE INDEX "technical_cases_search_idx" ON "technical_cases" USING gin ("search") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "technical_cases_status_order_idx" ON "technical_cases" USING btree ("status","published_at" DESC NULLS LAST,"seq" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "technical_cases_model_idx" ON "technical_cases" USING btree ("model_code","status");--> statement-breakpoint
CREATE INDEX "technical_cases_series_idx" ON "technical_cases" USING btree ("car_series","status");