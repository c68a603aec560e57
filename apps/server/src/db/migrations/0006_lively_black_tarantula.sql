CREATE TABLE "device_price_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"device_id" integer NOT NULL,
	"old_price" bigint,
	"new_price" bigint,
	"erp_modified_at" timestamp with time zone,
	"changed_at" timestamp with time zone NOT NULL,
	"run_id" integer
);
--> statement-breakpoint
CREATE TABLE "erp_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_type" text NOT NULL,
	"our_number" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"erp_id" text,
	"erp_document_number" text,
	"adopted" boolean DEFAULT false NOT NULL,
	"partner_id" integer,
	"claimed_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "erp_sync_errors" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"run_id" integer NOT NULL,
	"record_key" text,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "erp_sync_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"trigger" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"requested_by" integer,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"heartbeat_at" timestamp with time zone NOT NULL,
	"created_count" integer DEFAULT 0 NOT NULL,
	"updated_count" integer DEFAULT 0 NOT NULL,
	"skipped_count" integer DEFAULT 0 NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"pages" integer DEFAULT 0 NOT NULL,
	"error_message" text
);
--> statement-breakpoint
CREATE TABLE "erp_sync_state" (
	"kind" text PRIMARY KEY NOT NULL,
	"resume_modified_at" text,
	"resume_number" text,
	"last_synchronized_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "device_price_changes" ADD CONSTRAINT "device_price_changes_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_price_changes" ADD CONSTRAINT "device_price_changes_run_id_erp_sync_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."erp_sync_runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erp_outbox" ADD CONSTRAINT "erp_outbox_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erp_sync_errors" ADD CONSTRAINT "erp_sync_errors_run_id_erp_sync_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."erp_sync_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erp_sync_runs" ADD CONSTRAINT "erp_sync_runs_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "device_price_changes_device_idx" ON "device_price_changes" USING btree ("device_id","changed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "erp_outbox_document_unique" ON "erp_outbox" USING btree ("document_type","our_number");--> statement-breakpoint
CREATE INDEX "erp_outbox_status_idx" ON "erp_outbox" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "erp_sync_errors_run_idx" ON "erp_sync_errors" USING btree ("run_id");--> statement-breakpoint
CREATE INDEX "erp_sync_runs_started_idx" ON "erp_sync_runs" USING btree ("kind","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "erp_sync_runs_one_running" ON "erp_sync_runs" USING btree ("kind") WHERE status = 'running';