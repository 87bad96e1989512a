CREATE TABLE "manual_topic_search" (
	"node_id" uuid NOT NULL,
	"lang" text NOT NULL,
	"root_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"title_search" "tsvector" NOT NULL,
	"search" "tsvector" NOT NULL,
	CONSTRAINT "manual_topic_search_node_id_lang_pk" PRIMARY KEY("node_id","lang")
);
--> statement-breakpoint
-- Hand-added (drizzle-kit has no table or column storage options): keep the heap rows narrow by
-- moving the body tokens out of line; the GIN index answers @@ without reading them back.
ALTER TABLE "manual_topic_search" SET (toast_tuple_target = 128);--> statement-breakpoint
ALTER TABLE "manual_topic_search" ALTER COLUMN "search" SET STORAGE EXTERNAL;--> statement-breakpoint
ALTER TABLE "manual_topic_search" ALTER COLUMN "title_search" SET STORAGE MAIN;--> statement-breakpoint
-- Hand-added: carry the search fields of manuals written before this migration.
INSERT INTO "manual_topic_search" ("node_id", "lang", "root_id", "seq", "title_search", "search")
  SELECT "node_id", "lang", "root_id", "seq", "title_search", "search" FROM "manual_topic_contents" ORDER BY "root_id", "lang", "seq";--> statement-breakpoint
DROP INDEX "manual_topic_contents_search_idx";--> statement-breakpoint
ALTER TABLE "manual_topic_search" ADD CONSTRAINT "manual_topic_search_node_id_manual_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."manual_nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_topic_search" ADD CONSTRAINT "manual_topic_search_root_id_manual_roots_id_fk" FOREIGN KEY ("root_id") REFERENCES "public"."manual_roots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "manual_topic_search_idx" ON "manual_topic_search" USING gin ("search") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "manual_topic_search_root_idx" ON "manual_topic_search" USING btree ("root_id");--> statement-breakpoint
ALTER TABLE "manual_topic_contents" DROP COLUMN "search";--> statement-breakpoint
ALTER TABLE "manual_topic_contents" DROP COLUMN "title_search";
