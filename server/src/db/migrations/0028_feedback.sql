CREATE TABLE "feedback_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"feedback_id" uuid NOT NULL,
	"action" text NOT NULL,
	"to_status" text NOT NULL,
	"operator_id" uuid NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedbacks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status" text NOT NULL,
	"creater_id" uuid NOT NULL,
	"handler_id" uuid,
	"assigned_by" uuid,
	"feedback_type" text DEFAULT '' NOT NULL,
	"contact" text DEFAULT '' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"reply" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "feedback_logs" ADD CONSTRAINT "feedback_logs_feedback_id_feedbacks_id_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."feedbacks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_logs" ADD CONSTRAINT "feedback_logs_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedbacks" ADD CONSTRAINT "feedbacks_creater_id_users_id_fk" FOREIGN KEY ("creater_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedbacks" ADD CONSTRAINT "feedbacks_handler_id_users_id_fk" FOREIGN KEY ("handler_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedbacks" ADD CONSTRAINT "feedbacks_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedback_logs_feedback_idx" ON "feedback_logs" USING btree ("feedback_id","created_at");--> statement-breakpoint
CREATE INDEX "feedback_logs_operator_idx" ON "feedback_logs" USING btree ("operator_id","feedback_id");--> statement-breakpoint
CREATE INDEX "feedbacks_creater_idx" ON "feedbacks" USING btree ("creater_id","created_at");--> statement-breakpoint
CREATE INDEX "feedbacks_handler_idx" ON "feedbacks" USING btree ("handler_id","status");--> statement-breakpoint
CREATE INDEX "feedbacks_assigned_by_idx" ON "feedbacks" USING btree ("assigned_by");--> statement-breakpoint
CREATE INDEX "feedbacks_status_idx" ON "feedbacks" USING btree ("status","created_at");