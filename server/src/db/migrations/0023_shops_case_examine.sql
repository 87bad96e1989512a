CREATE TABLE "shops" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"company" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "technical_cases" ADD COLUMN "fault_examine" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "shops_company_idx" ON "shops" USING btree (lower("company"));