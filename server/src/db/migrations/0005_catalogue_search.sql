DROP INDEX "partlist_items_part_idx";--> statement-breakpoint
DROP INDEX "parts_code_pattern_idx";--> statement-breakpoint
CREATE INDEX "parts_code_c_idx" ON "parts" USING btree ("code" collate "C");