CREATE TABLE "translation_import_stagings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"changes" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "translation_languages" (
	"language" text PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "translation_overrides" (
	"language" text NOT NULL,
	"key" text NOT NULL,
	"text" text NOT NULL,
	"updated_by" uuid,
	"updated_by_name" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "translation_overrides_language_key_pk" PRIMARY KEY("language","key")
);
--> statement-breakpoint
CREATE INDEX "translation_import_stagings_expires_idx" ON "translation_import_stagings" USING btree ("expires_at");