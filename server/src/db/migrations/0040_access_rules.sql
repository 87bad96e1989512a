CREATE TABLE "rule_roles" (
	"user_type" text NOT NULL,
	"role_id" uuid NOT NULL,
	CONSTRAINT "rule_roles_user_type_role_id_pk" PRIMARY KEY("user_type","role_id")
);
--> statement-breakpoint
ALTER TABLE "rule_roles" ADD CONSTRAINT "rule_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every instance keeps a short token cache of who holds which codes (decision 006); a change to
-- the tables that decide it is announced on "portal_access", so each instance empties that cache
-- at once (decision 037), whoever made the change.
CREATE FUNCTION "portal_access_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_access', '');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "roles_access_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "roles"
  FOR EACH STATEMENT EXECUTE FUNCTION "portal_access_changed"();--> statement-breakpoint
CREATE TRIGGER "resources_access_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "resources"
  FOR EACH STATEMENT EXECUTE FUNCTION "portal_access_changed"();--> statement-breakpoint
CREATE TRIGGER "role_resources_access_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "role_resources"
  FOR EACH STATEMENT EXECUTE FUNCTION "portal_access_changed"();--> statement-breakpoint
CREATE TRIGGER "user_roles_access_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_roles"
  FOR EACH STATEMENT EXECUTE FUNCTION "portal_access_changed"();--> statement-breakpoint
CREATE TRIGGER "rule_roles_access_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "rule_roles"
  FOR EACH STATEMENT EXECUTE FUNCTION "portal_access_changed"();
