-- Catalog tables (spec 01 §3, spec 02 §3). FKs name no schema, so PostgreSQL test schemas (search_path) work.
CREATE TABLE "brands" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "brands_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"depth" smallint NOT NULL,
	"key" text NOT NULL,
	"product_group" integer NOT NULL,
	"label" text NOT NULL,
	"path_ids" integer[] NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "categories_key_unique" UNIQUE("key"),
	CONSTRAINT "categories_depth_check" CHECK ("categories"."depth" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "category_texts" (
	"category_id" integer NOT NULL,
	"language" text NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	CONSTRAINT "category_texts_category_id_language_pk" PRIMARY KEY("category_id","language"),
	CONSTRAINT "category_texts_language_slug_key" UNIQUE("language","slug")
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"product_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"direct" boolean NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "product_categories_product_id_category_id_pk" PRIMARY KEY("product_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "product_price_ranges" (
	"product_id" integer NOT NULL,
	"currency" text NOT NULL,
	"min_with_tax" integer NOT NULL,
	"max_with_tax" integer NOT NULL,
	"sale_percent" smallint,
	CONSTRAINT "product_price_ranges_product_id_currency_pk" PRIMARY KEY("product_id","currency")
);
--> statement-breakpoint
CREATE TABLE "product_texts" (
	"product_id" integer NOT NULL,
	"language" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"slug" text NOT NULL,
	"keywords" text DEFAULT '' NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector(CASE "language" WHEN 'de' THEN 'german'::regconfig WHEN 'fr' THEN 'french'::regconfig ELSE 'simple'::regconfig END, "name"), 'A') || setweight(to_tsvector(CASE "language" WHEN 'de' THEN 'german'::regconfig WHEN 'fr' THEN 'french'::regconfig ELSE 'simple'::regconfig END, "keywords"), 'B') || setweight(to_tsvector(CASE "language" WHEN 'de' THEN 'german'::regconfig WHEN 'fr' THEN 'french'::regconfig ELSE 'simple'::regconfig END, "description"), 'C')) STORED NOT NULL,
	CONSTRAINT "product_texts_product_id_language_pk" PRIMARY KEY("product_id","language"),
	CONSTRAINT "product_texts_language_check" CHECK ("product_texts"."language" in ('de', 'fr', 'nl'))
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY NOT NULL,
	"reference_key" text NOT NULL,
	"master_key" text NOT NULL,
	"brand_id" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"is_sold_out" boolean DEFAULT false NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"colors" text[] DEFAULT '{}'::text[] NOT NULL,
	"collections" text[] DEFAULT '{}'::text[] NOT NULL,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"advanced_attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"promotion" jsonb,
	"themes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"first_live_at" timestamp with time zone NOT NULL,
	CONSTRAINT "products_reference_key_unique" UNIQUE("reference_key")
);
--> statement-breakpoint
CREATE TABLE "variant_prices" (
	"variant_id" integer NOT NULL,
	"currency" text NOT NULL,
	"with_tax" integer NOT NULL,
	"without_tax" integer NOT NULL,
	"tax_rate_bp" integer NOT NULL,
	"recommended_retail_price" integer,
	"price_reference" integer,
	"reference_with_tax" integer,
	"reference_unit" text,
	"reference_size" double precision,
	"reduction_bp" integer,
	"reduction_absolute" integer,
	"scale_price1" integer,
	"scale_price2" integer,
	"scale_price3" integer,
	CONSTRAINT "variant_prices_variant_id_currency_pk" PRIMARY KEY("variant_id","currency"),
	CONSTRAINT "variant_prices_currency_check" CHECK ("variant_prices"."currency" in ('EUR', 'CHF')),
	CONSTRAINT "variant_prices_amounts_check" CHECK ("variant_prices"."with_tax" >= 0 and "variant_prices"."without_tax" >= 0)
);
--> statement-breakpoint
CREATE TABLE "variants" (
	"id" integer PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"reference_key" text NOT NULL,
	"bvc" smallint NOT NULL,
	"stock_quantity" integer DEFAULT 0 NOT NULL,
	"delivery_days_from" smallint NOT NULL,
	"delivery_days_to" smallint NOT NULL,
	"scale_amount1" integer,
	"scale_unit1" text,
	"scale_amount2" integer,
	"scale_unit2" text,
	"scale_amount3" integer,
	"scale_unit3" text,
	"payback_factor" double precision,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"advanced_attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "variants_reference_key_unique" UNIQUE("reference_key"),
	CONSTRAINT "variants_bvc_check" CHECK ("variants"."bvc" between 1 and 4),
	CONSTRAINT "variants_delivery_days_check" CHECK ("variants"."delivery_days_from" >= 0 and "variants"."delivery_days_to" >= 0)
);
--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_texts" ADD CONSTRAINT "category_texts_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_price_ranges" ADD CONSTRAINT "product_price_ranges_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_texts" ADD CONSTRAINT "product_texts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant_prices" ADD CONSTRAINT "variant_prices_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variants" ADD CONSTRAINT "variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "categories_parent_id_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "product_categories_category_id_idx" ON "product_categories" USING btree ("category_id","product_id");--> statement-breakpoint
CREATE INDEX "product_price_ranges_min_idx" ON "product_price_ranges" USING btree ("currency","min_with_tax");--> statement-breakpoint
CREATE INDEX "product_texts_search_idx" ON "product_texts" USING gin ("search");--> statement-breakpoint
CREATE INDEX "products_master_key_idx" ON "products" USING btree ("master_key");--> statement-breakpoint
CREATE INDEX "products_brand_id_idx" ON "products" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "products_popularity_idx" ON "products" USING btree ("popularity" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "products_colors_idx" ON "products" USING gin ("colors");--> statement-breakpoint
CREATE INDEX "variants_product_id_idx" ON "variants" USING btree ("product_id","position");