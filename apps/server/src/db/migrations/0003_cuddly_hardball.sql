CREATE TABLE "downloads" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"partner_id" integer,
	"file_id" integer NOT NULL,
	"record_type" text NOT NULL,
	"record_id" integer NOT NULL,
	"downloaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "file_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_id" integer NOT NULL,
	"owner_type" text NOT NULL,
	"owner_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "file_links_file_owner_unique" UNIQUE("file_id","owner_type","owner_id")
);
--> statement-breakpoint
CREATE TABLE "device_configuration_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"configuration_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"item_type" text NOT NULL,
	"quantity" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "device_configuration_items_type_check" CHECK ("device_configuration_items"."item_type" IN ('external', 'internal', 'unknown')),
	CONSTRAINT "device_configuration_items_quantity_check" CHECK ("device_configuration_items"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "device_configurations" (
	"id" serial PRIMARY KEY NOT NULL,
	"device_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "device_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"path" text NOT NULL,
	"depth" integer DEFAULT 0 NOT NULL,
	"code" text NOT NULL,
	"name" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "device_tag_links" (
	"device_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "device_tag_links_device_id_tag_id_pk" PRIMARY KEY("device_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "device_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"color" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name2" text,
	"unit" text DEFAULT 'szt.' NOT NULL,
	"factor" numeric(12, 4) DEFAULT '1' NOT NULL,
	"heating_capacity" numeric(6, 2),
	"cooling_capacity" numeric(6, 2),
	"blocked" boolean DEFAULT false NOT NULL,
	"sales_price" bigint,
	"is_offerable" boolean DEFAULT false NOT NULL,
	"offer_description" text,
	"erp_managed" boolean DEFAULT false NOT NULL,
	"group_id" integer,
	"producer_id" integer,
	"product_card_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "error_code_devices" (
	"error_code_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	CONSTRAINT "error_code_devices_error_code_id_device_id_pk" PRIMARY KEY("error_code_id","device_id")
);
--> statement-breakpoint
CREATE TABLE "error_code_groups" (
	"error_code_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	CONSTRAINT "error_code_groups_error_code_id_group_id_pk" PRIMARY KEY("error_code_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "error_code_views" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"error_code_id" integer NOT NULL,
	"user_id" integer,
	"partner_id" integer,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "error_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"description" jsonb,
	"manual_pl_file_id" integer,
	"manual_en_file_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "functionalities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb,
	"type" smallint NOT NULL,
	"image_file_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "functionalities_type_check" CHECK ("functionalities"."type" IN (0, 1))
);
--> statement-breakpoint
CREATE TABLE "product_card_files" (
	"product_card_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"kind" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_card_files_product_card_id_file_id_pk" PRIMARY KEY("product_card_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "product_card_functionalities" (
	"product_card_id" integer NOT NULL,
	"functionality_id" integer NOT NULL,
	CONSTRAINT "product_card_functionalities_product_card_id_functionality_id_pk" PRIMARY KEY("product_card_id","functionality_id")
);
--> statement-breakpoint
CREATE TABLE "product_card_tags" (
	"product_card_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "product_card_tags_product_card_id_tag_id_pk" PRIMARY KEY("product_card_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "product_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"features" jsonb,
	"video_link" text,
	"video_description" jsonb,
	"main_photo_file_id" integer,
	"show_on_homepage" boolean DEFAULT false NOT NULL,
	"show_on_brandpage" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "type_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"main_photo_file_id" integer,
	"group_name" text,
	"group_kind" text,
	"order" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "type_cards_order_check" CHECK ("type_cards"."order" >= 1)
);
--> statement-breakpoint
CREATE TABLE "producers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "file_links" ADD CONSTRAINT "file_links_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_configuration_items" ADD CONSTRAINT "device_configuration_items_configuration_id_device_configurations_id_fk" FOREIGN KEY ("configuration_id") REFERENCES "public"."device_configurations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_configuration_items" ADD CONSTRAINT "device_configuration_items_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_configurations" ADD CONSTRAINT "device_configurations_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_groups" ADD CONSTRAINT "device_groups_parent_id_device_groups_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."device_groups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_tag_links" ADD CONSTRAINT "device_tag_links_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_tag_links" ADD CONSTRAINT "device_tag_links_tag_id_device_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."device_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_group_id_device_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."device_groups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_producer_id_producers_id_fk" FOREIGN KEY ("producer_id") REFERENCES "public"."producers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_product_card_id_product_cards_id_fk" FOREIGN KEY ("product_card_id") REFERENCES "public"."product_cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "error_code_devices" ADD CONSTRAINT "error_code_devices_error_code_id_error_codes_id_fk" FOREIGN KEY ("error_code_id") REFERENCES "public"."error_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "error_code_devices" ADD CONSTRAINT "error_code_devices_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "error_code_groups" ADD CONSTRAINT "error_code_groups_error_code_id_error_codes_id_fk" FOREIGN KEY ("error_code_id") REFERENCES "public"."error_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "error_code_groups" ADD CONSTRAINT "error_code_groups_group_id_device_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."device_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "error_code_views" ADD CONSTRAINT "error_code_views_error_code_id_error_codes_id_fk" FOREIGN KEY ("error_code_id") REFERENCES "public"."error_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "error_code_views" ADD CONSTRAINT "error_code_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "error_code_views" ADD CONSTRAINT "error_code_views_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "error_codes" ADD CONSTRAINT "error_codes_manual_pl_file_id_files_id_fk" FOREIGN KEY ("manual_pl_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "error_codes" ADD CONSTRAINT "error_codes_manual_en_file_id_files_id_fk" FOREIGN KEY ("manual_en_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "functionalities" ADD CONSTRAINT "functionalities_image_file_id_files_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_card_files" ADD CONSTRAINT "product_card_files_product_card_id_product_cards_id_fk" FOREIGN KEY ("product_card_id") REFERENCES "public"."product_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_card_files" ADD CONSTRAINT "product_card_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_card_functionalities" ADD CONSTRAINT "product_card_functionalities_product_card_id_product_cards_id_fk" FOREIGN KEY ("product_card_id") REFERENCES "public"."product_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_card_functionalities" ADD CONSTRAINT "product_card_functionalities_functionality_id_functionalities_id_fk" FOREIGN KEY ("functionality_id") REFERENCES "public"."functionalities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_card_tags" ADD CONSTRAINT "product_card_tags_product_card_id_product_cards_id_fk" FOREIGN KEY ("product_card_id") REFERENCES "public"."product_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_card_tags" ADD CONSTRAINT "product_card_tags_tag_id_device_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."device_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_cards" ADD CONSTRAINT "product_cards_main_photo_file_id_files_id_fk" FOREIGN KEY ("main_photo_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "type_cards" ADD CONSTRAINT "type_cards_main_photo_file_id_files_id_fk" FOREIGN KEY ("main_photo_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "downloads_record_idx" ON "downloads" USING btree ("record_type","record_id");--> statement-breakpoint
CREATE INDEX "downloads_partner_idx" ON "downloads" USING btree ("partner_id","downloaded_at");--> statement-breakpoint
CREATE INDEX "file_links_owner_idx" ON "file_links" USING btree ("owner_type","owner_id");--> statement-breakpoint
CREATE INDEX "device_configuration_items_config_idx" ON "device_configuration_items" USING btree ("configuration_id");--> statement-breakpoint
CREATE INDEX "device_configuration_items_device_idx" ON "device_configuration_items" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "device_configurations_device_idx" ON "device_configurations" USING btree ("device_id");--> statement-breakpoint
CREATE UNIQUE INDEX "device_groups_code_unique" ON "device_groups" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "device_groups_parent_idx" ON "device_groups" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "device_groups_path_idx" ON "device_groups" USING btree ("path" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "device_tag_links_tag_idx" ON "device_tag_links" USING btree ("tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "devices_code_unique" ON "devices" USING btree ("code");--> statement-breakpoint
CREATE INDEX "devices_group_idx" ON "devices" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "devices_producer_idx" ON "devices" USING btree ("producer_id");--> statement-breakpoint
CREATE INDEX "devices_product_card_idx" ON "devices" USING btree ("product_card_id");--> statement-breakpoint
CREATE INDEX "devices_created_idx" ON "devices" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "devices_name_idx" ON "devices" USING btree ("name");--> statement-breakpoint
CREATE INDEX "error_code_devices_device_idx" ON "error_code_devices" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "error_code_groups_group_idx" ON "error_code_groups" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "error_code_views_code_idx" ON "error_code_views" USING btree ("error_code_id","viewed_at");--> statement-breakpoint
CREATE INDEX "error_code_views_partner_idx" ON "error_code_views" USING btree ("partner_id","viewed_at");--> statement-breakpoint
CREATE INDEX "error_code_views_viewed_idx" ON "error_code_views" USING btree ("viewed_at");--> statement-breakpoint
CREATE INDEX "error_codes_created_idx" ON "error_codes" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "functionalities_type_idx" ON "functionalities" USING btree ("type");--> statement-breakpoint
CREATE INDEX "product_card_files_file_idx" ON "product_card_files" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "product_card_functionalities_fn_idx" ON "product_card_functionalities" USING btree ("functionality_id");--> statement-breakpoint
CREATE INDEX "product_card_tags_tag_idx" ON "product_card_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "producers_name_unique" ON "producers" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "producers_created_idx" ON "producers" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "devices_search_trgm" ON "devices" USING gin (f_unaccent("name" || ' ' || coalesce("name2", '') || ' ' || "code") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "error_codes_code_trgm" ON "error_codes" USING gin (f_unaccent("code") gin_trgm_ops);
