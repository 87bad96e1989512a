DROP INDEX "manual_topic_search_root_idx";--> statement-breakpoint
CREATE INDEX "manual_topic_search_root_lang_idx" ON "manual_topic_search" USING btree ("root_id","lang");