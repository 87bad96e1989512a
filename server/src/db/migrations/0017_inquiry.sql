CREATE TABLE "inquiry_form_counters" (
	"day" text PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inquiry_forms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"form_no" text NOT NULL,
	"status" text NOT NULL,
	"creater_id" uuid NOT NULL,
	"handler_id" uuid,
	"expert_id" uuid,
	"leader_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"vin_code" text DEFAULT '' NOT NULL,
	"construction_form_no" text DEFAULT '' NOT NULL,
	"consult_type" text DEFAULT '' NOT NULL,
	"emergency_level" text DEFAULT '' NOT NULL,
	"car_series" text DEFAULT '' NOT NULL,
	"model_code" text DEFAULT '' NOT NULL,
	"model_name" text DEFAULT '' NOT NULL,
	"production_date" text DEFAULT '' NOT NULL,
	"sale_date" text DEFAULT '' NOT NULL,
	"motor_no" text DEFAULT '' NOT NULL,
	"driver_type" text DEFAULT '' NOT NULL,
	"driver_motor_model" text DEFAULT '' NOT NULL,
	"driver_motor_no" text DEFAULT '' NOT NULL,
	"battery_pack_no" text DEFAULT '' NOT NULL,
	"range_extender_no" text DEFAULT '' NOT NULL,
	"exterior_trimming_color" text DEFAULT '' NOT NULL,
	"drive_mileage" text DEFAULT '' NOT NULL,
	"store_no" text DEFAULT '' NOT NULL,
	"store_name" text DEFAULT '' NOT NULL,
	"province_code" text DEFAULT '' NOT NULL,
	"city_code" text DEFAULT '' NOT NULL,
	"creater_name" text DEFAULT '' NOT NULL,
	"creater_tel_no" text DEFAULT '' NOT NULL,
	"road_rescue" text DEFAULT 'N' NOT NULL,
	"repeat_repair" text DEFAULT 'N' NOT NULL,
	"is_modified" text DEFAULT 'N' NOT NULL,
	"modified_desc" text DEFAULT '' NOT NULL,
	"fault_name" text DEFAULT '' NOT NULL,
	"fault_module" text DEFAULT '' NOT NULL,
	"fault_system" text DEFAULT '' NOT NULL,
	"fault_position" text DEFAULT '' NOT NULL,
	"damage_type" text DEFAULT '' NOT NULL,
	"part_code" text DEFAULT '' NOT NULL,
	"part_name" text DEFAULT '' NOT NULL,
	"fault_date" text DEFAULT '' NOT NULL,
	"customer_origin_desc" text DEFAULT '' NOT NULL,
	"fault_appearance_confirm" text DEFAULT '' NOT NULL,
	"fault_examine" text DEFAULT '' NOT NULL,
	"fault_reason" text DEFAULT '' NOT NULL,
	"fault_check_desc" text DEFAULT '' NOT NULL,
	"repair_plan_desc" text DEFAULT '' NOT NULL,
	"service_attitude" integer,
	"professional_skill" integer,
	"timely_response" integer,
	"close_comment" text DEFAULT '' NOT NULL,
	"submitted_at" timestamp with time zone,
	"pushed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inquiry_forms_form_no_unique" UNIQUE("form_no")
);
--> statement-breakpoint
CREATE TABLE "inquiry_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inquiry_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"msg_receiver_id" uuid,
	"comment" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inquiry_status_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inquiry_id" uuid NOT NULL,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"operator_id" uuid NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inquiry_forms" ADD CONSTRAINT "inquiry_forms_creater_id_users_id_fk" FOREIGN KEY ("creater_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_forms" ADD CONSTRAINT "inquiry_forms_handler_id_users_id_fk" FOREIGN KEY ("handler_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_forms" ADD CONSTRAINT "inquiry_forms_expert_id_users_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_replies" ADD CONSTRAINT "inquiry_replies_inquiry_id_inquiry_forms_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiry_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_replies" ADD CONSTRAINT "inquiry_replies_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_replies" ADD CONSTRAINT "inquiry_replies_msg_receiver_id_users_id_fk" FOREIGN KEY ("msg_receiver_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_status_logs" ADD CONSTRAINT "inquiry_status_logs_inquiry_id_inquiry_forms_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiry_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_status_logs" ADD CONSTRAINT "inquiry_status_logs_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inquiry_forms_creater_idx" ON "inquiry_forms" USING btree ("creater_id","created_at");--> statement-breakpoint
CREATE INDEX "inquiry_forms_handler_idx" ON "inquiry_forms" USING btree ("handler_id","status");--> statement-breakpoint
CREATE INDEX "inquiry_forms_expert_idx" ON "inquiry_forms" USING btree ("expert_id","status");--> statement-breakpoint
CREATE INDEX "inquiry_forms_leaders_idx" ON "inquiry_forms" USING gin ("leader_ids");--> statement-breakpoint
CREATE INDEX "inquiry_forms_status_created_idx" ON "inquiry_forms" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "inquiry_forms_vin_idx" ON "inquiry_forms" USING btree ("vin_code");--> statement-breakpoint
CREATE INDEX "inquiry_replies_inquiry_idx" ON "inquiry_replies" USING btree ("inquiry_id","created_at");--> statement-breakpoint
CREATE INDEX "inquiry_status_logs_inquiry_idx" ON "inquiry_status_logs" USING btree ("inquiry_id","created_at");