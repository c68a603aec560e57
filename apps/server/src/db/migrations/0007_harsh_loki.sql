ALTER TABLE "erp_customers" ADD COLUMN "address_street" text;--> statement-breakpoint
ALTER TABLE "erp_customers" ADD COLUMN "address_postcode" text;--> statement-breakpoint
ALTER TABLE "erp_customers" ADD COLUMN "address_state" text;--> statement-breakpoint
ALTER TABLE "erp_customers" ADD COLUMN "address_country" text;