CREATE TABLE "vip_buys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"serial" text NOT NULL,
	"user_id" uuid NOT NULL,
	"package_id" uuid NOT NULL,
	"scope" text NOT NULL,
	"target_code" text NOT NULL,
	"code0" text NOT NULL,
	"code1" text DEFAULT '' NOT NULL,
	"code2" text DEFAULT '' NOT NULL,
	"period" text NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"currency" text NOT NULL,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"payment_ref" text,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vip_buys_active_has_period" CHECK ("vip_buys"."status" not in ('ACTIVE', 'EXPIRED') or ("vip_buys"."valid_from" is not null and "vip_buys"."valid_until" is not null))
);
--> statement-breakpoint
CREATE TABLE "vip_packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"scope" text NOT NULL,
	"target_code" text NOT NULL,
	"code0" text NOT NULL,
	"code1" text DEFAULT '' NOT NULL,
	"code2" text DEFAULT '' NOT NULL,
	"period" text NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"currency" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vip_buys" ADD CONSTRAINT "vip_buys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_buys" ADD CONSTRAINT "vip_buys_package_id_vip_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."vip_packages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_buys" ADD CONSTRAINT "vip_buys_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vip_buys_serial_uq" ON "vip_buys" USING btree ("serial");--> statement-breakpoint
CREATE UNIQUE INDEX "vip_buys_payment_ref_uq" ON "vip_buys" USING btree ("payment_ref");--> statement-breakpoint
CREATE INDEX "vip_buys_user_idx" ON "vip_buys" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "vip_buys_status_until_idx" ON "vip_buys" USING btree ("status","valid_until");