CREATE TABLE "erp_customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"external_id" text NOT NULL,
	"bill_to_customer_id" text,
	"name" text NOT NULL,
	"nip_number" text,
	"address_city" text,
	"synced_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "erp_customers_external_id_unique" UNIQUE("external_id")
);
--> statement-breakpoint
CREATE TABLE "partner_change_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"requested_by" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"changes" jsonb NOT NULL,
	"approved_fields" jsonb,
	"rejection_reason" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "partner_change_requests" ADD CONSTRAINT "partner_change_requests_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_change_requests" ADD CONSTRAINT "partner_change_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_change_requests" ADD CONSTRAINT "partner_change_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_change_requests_partner_idx" ON "partner_change_requests" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "partner_change_requests_status_idx" ON "partner_change_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_change_requests_one_pending" ON "partner_change_requests" USING btree ("partner_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "contractors_name_idx" ON "contractors" USING btree ("name");--> statement-breakpoint
CREATE INDEX "contractors_province_idx" ON "contractors" USING btree ("address_province_id");--> statement-breakpoint
CREATE INDEX "contractors_business_area_idx" ON "contractors" USING btree ("business_area_id");--> statement-breakpoint
CREATE INDEX "partners_business_area_idx" ON "partners" USING btree ("business_area_id");--> statement-breakpoint
CREATE UNIQUE INDEX "partners_external_id_unique" ON "partners" USING btree ("external_id") WHERE external_id IS NOT NULL;