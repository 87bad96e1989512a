CREATE TABLE "dictionary_entries" (
	"dictionary" text NOT NULL,
	"code" text NOT NULL,
	"names" jsonb NOT NULL,
	"sort" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"built_in" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "dictionary_entries_dictionary_code_pk" PRIMARY KEY("dictionary","code")
);
