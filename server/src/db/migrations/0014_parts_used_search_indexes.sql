-- Name search reads the matches among parts used in some BOM from these when a word is rare
-- there (catalogue.parts.ts pickNameMatches): only the used parts' entries, not every match.
CREATE INDEX "parts_used_search_trgm_idx" ON "parts" USING gin ("search_text" gin_trgm_ops) WHERE "used_in_bom";--> statement-breakpoint
CREATE INDEX "parts_used_search_grams_idx" ON "parts" USING gin ("search_grams") WHERE "used_in_bom";
