CREATE TABLE "click_logs" (
	"id" bigserial NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" uuid,
	"operator_name" text DEFAULT '' NOT NULL,
	"object_type" text NOT NULL,
	"object_id" text NOT NULL,
	"object_code" text DEFAULT '' NOT NULL,
	"object_name" text DEFAULT '' NOT NULL,
	CONSTRAINT "click_logs_id_at_pk" PRIMARY KEY("id","at")
);
--> statement-breakpoint
-- The key takes the partition column (decision 041, next migration).
ALTER TABLE "login_attempts" DROP CONSTRAINT "login_attempts_pkey";--> statement-breakpoint
-- The key takes the partition column (decision 041, next migration).
ALTER TABLE "operation_logs" DROP CONSTRAINT "operation_logs_pkey";--> statement-breakpoint
ALTER TABLE "login_attempts" ADD CONSTRAINT "login_attempts_id_at_pk" PRIMARY KEY("id","at");--> statement-breakpoint
ALTER TABLE "operation_logs" ADD CONSTRAINT "operation_logs_id_at_pk" PRIMARY KEY("id","at");--> statement-breakpoint
CREATE INDEX "click_logs_at_idx" ON "click_logs" USING btree ("at");--> statement-breakpoint
CREATE INDEX "click_logs_type_at_idx" ON "click_logs" USING btree ("object_type","at");--> statement-breakpoint
CREATE INDEX "login_attempts_at_idx" ON "login_attempts" USING btree ("at");--> statement-breakpoint
CREATE INDEX "operation_logs_operator_name_idx" ON "operation_logs" USING btree ("operator_name","at");--> statement-breakpoint
CREATE INDEX "operation_logs_object_ref_idx" ON "operation_logs" USING btree ("object_ref","at");