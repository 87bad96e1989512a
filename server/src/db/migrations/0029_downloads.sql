CREATE TABLE "download_file_groups" (
	"file_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	CONSTRAINT "download_file_groups_file_id_group_id_pk" PRIMARY KEY("file_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "download_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"folder_id" uuid NOT NULL,
	"name" text NOT NULL,
	"source" text NOT NULL,
	"file_id" uuid,
	"url" text,
	"size" bigint DEFAULT 0 NOT NULL,
	"type" text NOT NULL,
	"category" text NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"download_count" integer DEFAULT 0 NOT NULL,
	"creator_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "download_files_source_chk" CHECK (("download_files"."source" = 'LOCAL' and "download_files"."file_id" is not null and "download_files"."url" is null) or ("download_files"."source" = 'LINK' and "download_files"."file_id" is null and "download_files"."url" is not null))
);
--> statement-breakpoint
CREATE TABLE "download_folders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "download_file_groups" ADD CONSTRAINT "download_file_groups_file_id_download_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."download_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "download_file_groups" ADD CONSTRAINT "download_file_groups_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "download_files" ADD CONSTRAINT "download_files_folder_id_download_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."download_folders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "download_files" ADD CONSTRAINT "download_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "download_files" ADD CONSTRAINT "download_files_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "download_folders" ADD CONSTRAINT "download_folders_parent_id_download_folders_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."download_folders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "download_file_groups_group_idx" ON "download_file_groups" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "download_files_folder_idx" ON "download_files" USING btree ("folder_id","name");--> statement-breakpoint
CREATE INDEX "download_files_top_idx" ON "download_files" USING btree ("download_count");--> statement-breakpoint
CREATE UNIQUE INDEX "download_folders_sibling_name_idx" ON "download_folders" USING btree (coalesce("parent_id", '00000000-0000-0000-0000-000000000000'::uuid),lower("name"));