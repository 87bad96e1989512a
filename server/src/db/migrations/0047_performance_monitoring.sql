CREATE TABLE "performance_active_users" (
	"instance_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "performance_active_users_instance_id_user_id_pk" PRIMARY KEY("instance_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "performance_instances" (
	"id" uuid PRIMARY KEY NOT NULL,
	"host" text NOT NULL,
	"pid" integer NOT NULL,
	"version" text NOT NULL,
	"booted_at" timestamp with time zone NOT NULL,
	"sample_seconds" integer NOT NULL,
	"last_sample_at" timestamp with time zone NOT NULL,
	"stopped_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "performance_samples" (
	"instance_id" uuid NOT NULL,
	"sampled_at" timestamp with time zone NOT NULL,
	"rss_bytes" bigint NOT NULL,
	"heap_used_bytes" bigint NOT NULL,
	"heap_total_bytes" bigint NOT NULL,
	"cpu_percent" real NOT NULL,
	"disk_total_bytes" bigint,
	"disk_free_bytes" bigint,
	"in_flight" integer NOT NULL,
	"peak_concurrency" integer NOT NULL,
	"completed" integer NOT NULL,
	"completed_total" bigint NOT NULL,
	"avg_response_ms" real,
	"active_users" integer NOT NULL,
	CONSTRAINT "performance_samples_instance_id_sampled_at_pk" PRIMARY KEY("instance_id","sampled_at")
);
--> statement-breakpoint
ALTER TABLE "performance_active_users" ADD CONSTRAINT "performance_active_users_instance_id_performance_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."performance_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_active_users" ADD CONSTRAINT "performance_active_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_samples" ADD CONSTRAINT "performance_samples_instance_id_performance_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."performance_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "performance_active_users_last_seen_idx" ON "performance_active_users" USING btree ("last_seen_at");--> statement-breakpoint
CREATE INDEX "performance_instances_last_sample_idx" ON "performance_instances" USING btree ("last_sample_at");--> statement-breakpoint
CREATE INDEX "performance_samples_sampled_at_idx" ON "performance_samples" USING btree ("sampled_at");