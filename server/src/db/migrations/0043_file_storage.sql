CREATE TABLE "file_blobs" (
	"storage_key" text PRIMARY KEY NOT NULL,
	"blob_id" uuid NOT NULL,
	"size" bigint NOT NULL,
	"chunk_size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "file_blobs_blob_id_unique" UNIQUE("blob_id")
);
--> statement-breakpoint
CREATE TABLE "file_chunks" (
	"blob_id" uuid NOT NULL,
	"n" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "file_chunks_blob_id_n_pk" PRIMARY KEY("blob_id","n")
);
--> statement-breakpoint
CREATE TABLE "file_writes" (
	"blob_id" uuid PRIMARY KEY NOT NULL,
	"storage_key" text NOT NULL,
	"touched_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- Uploads are mostly compressed already (photos, PDF, video): storing them uncompressed spares the CPU.
ALTER TABLE "file_chunks" ALTER COLUMN "data" SET STORAGE EXTERNAL;
