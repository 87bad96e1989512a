CREATE TABLE "upload_usage" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"bytes" bigint NOT NULL,
	"files" integer NOT NULL,
	CONSTRAINT "upload_usage_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "files_in_flight" (
	"storage_key" text PRIMARY KEY NOT NULL,
	"since" timestamp with time zone NOT NULL
);
