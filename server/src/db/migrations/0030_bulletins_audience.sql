ALTER TABLE "bulletins" ADD COLUMN "group_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "bulletins" ADD COLUMN "part_codes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "bulletins" ADD COLUMN "alerted_at" timestamp with time zone;--> statement-breakpoint
-- Audiences saved before groups existed name none (the contract's shape has the list always).
UPDATE "bulletins" SET "audience" = "audience" || '{"groups": []}'::jsonb WHERE NOT ("audience" ? 'groups');
