DROP INDEX "manual_topic_search_order_idx";--> statement-breakpoint
CREATE INDEX "manual_topic_search_order_zh_cn_idx" ON "manual_topic_search" USING btree ("type_order","root_sort","root_code","root_id","seq") WHERE lang = 'zh-CN';--> statement-breakpoint
CREATE INDEX "manual_topic_search_order_en_us_idx" ON "manual_topic_search" USING btree ("type_order","root_sort","root_code","root_id","seq") WHERE lang = 'en-US';--> statement-breakpoint
CREATE INDEX "manual_topic_search_order_vi_idx" ON "manual_topic_search" USING btree ("type_order","root_sort","root_code","root_id","seq") WHERE lang = 'vi';--> statement-breakpoint
CREATE INDEX "manual_topic_search_order_es_idx" ON "manual_topic_search" USING btree ("type_order","root_sort","root_code","root_id","seq") WHERE lang = 'es';--> statement-breakpoint
CREATE INDEX "manual_topic_search_order_de_idx" ON "manual_topic_search" USING btree ("type_order","root_sort","root_code","root_id","seq") WHERE lang = 'de';--> statement-breakpoint
CREATE INDEX "manual_topic_search_order_id_idx" ON "manual_topic_search" USING btree ("type_order","root_sort","root_code","root_id","seq") WHERE lang = 'id';