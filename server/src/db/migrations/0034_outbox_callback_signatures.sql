CREATE TABLE "outbox_callback_signatures" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "outbox_callback_signatures_expires_idx" ON "outbox_callback_signatures" USING btree ("expires_at");