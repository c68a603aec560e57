CREATE TABLE "documentation_business_areas" (
	"documentation_id" integer NOT NULL,
	"business_area_id" integer NOT NULL,
	CONSTRAINT "documentation_business_areas_documentation_id_business_area_id_pk" PRIMARY KEY("documentation_id","business_area_id")
);
--> statement-breakpoint
CREATE TABLE "documentation_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documentation_devices" (
	"documentation_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	CONSTRAINT "documentation_devices_documentation_id_device_id_pk" PRIMARY KEY("documentation_id","device_id")
);
--> statement-breakpoint
CREATE TABLE "documentation_favorites" (
	"user_id" integer NOT NULL,
	"documentation_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documentation_favorites_user_id_documentation_id_pk" PRIMARY KEY("user_id","documentation_id")
);
--> statement-breakpoint
CREATE TABLE "documentation_tag_links" (
	"documentation_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "documentation_tag_links_documentation_id_tag_id_pk" PRIMARY KEY("documentation_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "documentation_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"color" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documentation_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documentations" (
	"id" serial PRIMARY KEY NOT NULL,
	"type_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"documentation_number" text NOT NULL,
	"title" jsonb NOT NULL,
	"locale" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"file_pl_id" integer,
	"file_en_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (f_unaccent(documentation_number || ' ' || (title->>'pl') || ' ' || coalesce(title->>'en', ''))) STORED,
	CONSTRAINT "documentations_locale_check" CHECK ("documentations"."locale" IN ('pl', 'en', 'de'))
);
--> statement-breakpoint
ALTER TABLE "documentation_business_areas" ADD CONSTRAINT "documentation_business_areas_documentation_id_documentations_id_fk" FOREIGN KEY ("documentation_id") REFERENCES "public"."documentations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documentation_business_areas" ADD CONSTRAINT "documentation_business_areas_business_area_id_business_areas_id_fk" FOREIGN KEY ("business_area_id") REFERENCES "public"."business_areas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documentation_devices" ADD CONSTRAINT "documentation_devices_documentation_id_documentations_id_fk" FOREIGN KEY ("documentation_id") REFERENCES "public"."documentations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documentation_devices" ADD CONSTRAINT "documentation_devices_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documentation_favorites" ADD CONSTRAINT "documentation_favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documentation_favorites" ADD CONSTRAINT "documentation_favorites_documentation_id_documentations_id_fk" FOREIGN KEY ("documentation_id") REFERENCES "public"."documentations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documentation_tag_links" ADD CONSTRAINT "documentation_tag_links_documentation_id_documentations_id_fk" FOREIGN KEY ("documentation_id") REFERENCES "public"."documentations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documentation_tag_links" ADD CONSTRAINT "documentation_tag_links_tag_id_documentation_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."documentation_tags"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documentations" ADD CONSTRAINT "documentations_type_id_documentation_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."documentation_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documentations" ADD CONSTRAINT "documentations_category_id_documentation_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."documentation_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documentations" ADD CONSTRAINT "documentations_file_pl_id_files_id_fk" FOREIGN KEY ("file_pl_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documentations" ADD CONSTRAINT "documentations_file_en_id_files_id_fk" FOREIGN KEY ("file_en_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documentation_business_areas_area_idx" ON "documentation_business_areas" USING btree ("business_area_id");--> statement-breakpoint
CREATE INDEX "documentation_devices_device_idx" ON "documentation_devices" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "documentation_favorites_documentation_idx" ON "documentation_favorites" USING btree ("documentation_id");--> statement-breakpoint
CREATE INDEX "documentation_tag_links_tag_idx" ON "documentation_tag_links" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "documentations_search_text_trgm" ON "documentations" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "documentations_type_idx" ON "documentations" USING btree ("type_id");--> statement-breakpoint
CREATE INDEX "documentations_category_idx" ON "documentations" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "documentations_created_idx" ON "documentations" USING btree ("created_at");