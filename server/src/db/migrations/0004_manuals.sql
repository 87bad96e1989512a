CREATE TABLE "manual_diagram_labels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"node_id" uuid NOT NULL,
	"root_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"color" text DEFAULT '' NOT NULL,
	"element_id" text NOT NULL,
	"seq" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manual_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"root_id" uuid NOT NULL,
	"name" text NOT NULL,
	"file_key" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manual_nodes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"root_id" uuid NOT NULL,
	"parent_id" uuid,
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"titles" jsonb NOT NULL,
	"seq" integer NOT NULL,
	"depth" smallint NOT NULL,
	"svg" text
);
--> statement-breakpoint
CREATE TABLE "manual_review_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"root_id" uuid NOT NULL,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"operator_id" uuid,
	"operator_name" text DEFAULT '' NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manual_roots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"type" text NOT NULL,
	"names" jsonb NOT NULL,
	"code0" text NOT NULL,
	"code1" text DEFAULT '' NOT NULL,
	"code2" text DEFAULT '' NOT NULL,
	"version" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"topic_count" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"imported_by" uuid,
	"imported_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_by" uuid,
	"reviewed_by_name" text,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "manual_topic_contents" (
	"node_id" uuid NOT NULL,
	"lang" text NOT NULL,
	"root_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"title" text NOT NULL,
	"html" text,
	"plain_text" text DEFAULT '' NOT NULL,
	"search" "tsvector" NOT NULL,
	"title_search" "tsvector" NOT NULL,
	CONSTRAINT "manual_topic_contents_node_id_lang_pk" PRIMARY KEY("node_id","lang")
);
--> statement-breakpoint
CREATE TABLE "manual_topic_favorites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"node_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manual_topic_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"node_id" uuid NOT NULL,
	"root_id" uuid NOT NULL,
	"user_id" uuid,
	"operator_name" text NOT NULL,
	"action" text NOT NULL,
	"lang" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manual_topic_parts" (
	"node_id" uuid NOT NULL,
	"root_id" uuid NOT NULL,
	"part_code" text NOT NULL,
	CONSTRAINT "manual_topic_parts_node_id_part_code_pk" PRIMARY KEY("node_id","part_code")
);
--> statement-breakpoint
ALTER TABLE "manual_diagram_labels" ADD CONSTRAINT "manual_diagram_labels_node_id_manual_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."manual_nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_diagram_labels" ADD CONSTRAINT "manual_diagram_labels_root_id_manual_roots_id_fk" FOREIGN KEY ("root_id") REFERENCES "public"."manual_roots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_images" ADD CONSTRAINT "manual_images_root_id_manual_roots_id_fk" FOREIGN KEY ("root_id") REFERENCES "public"."manual_roots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_nodes" ADD CONSTRAINT "manual_nodes_root_id_manual_roots_id_fk" FOREIGN KEY ("root_id") REFERENCES "public"."manual_roots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_review_events" ADD CONSTRAINT "manual_review_events_root_id_manual_roots_id_fk" FOREIGN KEY ("root_id") REFERENCES "public"."manual_roots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_review_events" ADD CONSTRAINT "manual_review_events_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_roots" ADD CONSTRAINT "manual_roots_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_roots" ADD CONSTRAINT "manual_roots_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_topic_contents" ADD CONSTRAINT "manual_topic_contents_node_id_manual_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."manual_nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_topic_contents" ADD CONSTRAINT "manual_topic_contents_root_id_manual_roots_id_fk" FOREIGN KEY ("root_id") REFERENCES "public"."manual_roots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_topic_favorites" ADD CONSTRAINT "manual_topic_favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_topic_favorites" ADD CONSTRAINT "manual_topic_favorites_node_id_manual_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."manual_nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_topic_logs" ADD CONSTRAINT "manual_topic_logs_node_id_manual_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."manual_nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_topic_logs" ADD CONSTRAINT "manual_topic_logs_root_id_manual_roots_id_fk" FOREIGN KEY ("root_id") REFERENCES "public"."manual_roots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_topic_logs" ADD CONSTRAINT "manual_topic_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_topic_parts" ADD CONSTRAINT "manual_topic_parts_node_id_manual_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."manual_nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_topic_parts" ADD CONSTRAINT "manual_topic_parts_root_id_manual_roots_id_fk" FOREIGN KEY ("root_id") REFERENCES "public"."manual_roots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "manual_diagram_labels_node_idx" ON "manual_diagram_labels" USING btree ("node_id","seq");--> statement-breakpoint
CREATE INDEX "manual_diagram_labels_root_idx" ON "manual_diagram_labels" USING btree ("root_id");--> statement-breakpoint
CREATE UNIQUE INDEX "manual_images_root_name_uq" ON "manual_images" USING btree ("root_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "manual_nodes_root_code_uq" ON "manual_nodes" USING btree ("root_id","code");--> statement-breakpoint
CREATE INDEX "manual_nodes_root_seq_idx" ON "manual_nodes" USING btree ("root_id","seq");--> statement-breakpoint
CREATE INDEX "manual_nodes_parent_idx" ON "manual_nodes" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "manual_review_events_root_idx" ON "manual_review_events" USING btree ("root_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "manual_roots_code_version_uq" ON "manual_roots" USING btree ("code","version");--> statement-breakpoint
CREATE UNIQUE INDEX "manual_roots_effective_uq" ON "manual_roots" USING btree ("code") WHERE "manual_roots"."status" = 'EFFECTIVE';--> statement-breakpoint
CREATE INDEX "manual_roots_scope_idx" ON "manual_roots" USING btree ("code0","code1","code2");--> statement-breakpoint
CREATE INDEX "manual_roots_status_idx" ON "manual_roots" USING btree ("status","type");--> statement-breakpoint
CREATE INDEX "manual_topic_contents_search_idx" ON "manual_topic_contents" USING gin ("search");--> statement-breakpoint
CREATE INDEX "manual_topic_contents_root_idx" ON "manual_topic_contents" USING btree ("root_id","lang");--> statement-breakpoint
CREATE UNIQUE INDEX "manual_topic_favorites_user_node_uq" ON "manual_topic_favorites" USING btree ("user_id","node_id");--> statement-breakpoint
CREATE INDEX "manual_topic_favorites_node_idx" ON "manual_topic_favorites" USING btree ("node_id");--> statement-breakpoint
CREATE INDEX "manual_topic_logs_node_idx" ON "manual_topic_logs" USING btree ("node_id","created_at");--> statement-breakpoint
CREATE INDEX "manual_topic_logs_user_idx" ON "manual_topic_logs" USING btree ("user_id","node_id","action");--> statement-breakpoint
CREATE INDEX "manual_topic_parts_code_idx" ON "manual_topic_parts" USING btree ("part_code");