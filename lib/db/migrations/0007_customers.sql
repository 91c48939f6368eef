CREATE TABLE "customer_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"kind" text NOT NULL,
	"gender" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"company" text,
	"street" text NOT NULL,
	"house_number" text NOT NULL,
	"address_extra" text,
	"postcode" text NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"phone" text,
	"is_default_billing" boolean DEFAULT false NOT NULL,
	"is_default_shipping" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_addresses_kind_check" CHECK ("customer_addresses"."kind" in ('billing', 'shipping')),
	CONSTRAINT "customer_addresses_gender_check" CHECK ("customer_addresses"."gender" in ('m', 'f', 'd', 'n')),
	CONSTRAINT "customer_addresses_country_check" CHECK ("customer_addresses"."country" in ('DE', 'AT', 'CH', 'BE', 'NL', 'FR')),
	CONSTRAINT "customer_addresses_postcode_check" CHECK ("customer_addresses"."postcode" <> ''),
	CONSTRAINT "customer_addresses_default_kind_check" CHECK ((not "customer_addresses"."is_default_billing" or "customer_addresses"."kind" = 'billing') and (not "customer_addresses"."is_default_shipping" or "customer_addresses"."kind" = 'shipping'))
);
--> statement-breakpoint
CREATE TABLE "customer_balance_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_balance_entries_amount_check" CHECK ("customer_balance_entries"."amount_cents" <> 0),
	CONSTRAINT "customer_balance_entries_currency_check" CHECK ("customer_balance_entries"."currency" in ('EUR', 'CHF')),
	CONSTRAINT "customer_balance_entries_reason_check" CHECK ("customer_balance_entries"."reason" <> '')
);
--> statement-breakpoint
CREATE TABLE "customer_numbers" (
	"shop_id" integer PRIMARY KEY NOT NULL,
	"last_no" integer NOT NULL,
	CONSTRAINT "customer_numbers_last_no_check" CHECK ("customer_numbers"."last_no" > 0)
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" text PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"customer_no" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"gender" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"birth_date" date,
	"is_guest_customer" boolean DEFAULT false NOT NULL,
	"registered_at" timestamp with time zone,
	"newsletter" boolean DEFAULT false NOT NULL,
	"password_hash" text,
	"password_changed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_shop_customer_no_key" UNIQUE("shop_id","customer_no"),
	CONSTRAINT "customers_shop_email_key" UNIQUE("shop_id","email"),
	CONSTRAINT "customers_id_check" CHECK ("customers"."id" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "customers_shop_id_check" CHECK ("customers"."shop_id" > 0),
	CONSTRAINT "customers_customer_no_check" CHECK ("customers"."customer_no" > 0),
	CONSTRAINT "customers_gender_check" CHECK ("customers"."gender" in ('m', 'f', 'd', 'n')),
	CONSTRAINT "customers_email_check" CHECK ("customers"."email" = lower("customers"."email") and "customers"."email" like '%_@_%'),
	CONSTRAINT "customers_guest_check" CHECK (case when "customers"."is_guest_customer" then "customers"."password_hash" is null and "customers"."registered_at" is null else "customers"."password_hash" is not null and "customers"."registered_at" is not null end)
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "password_reset_tokens_hash_check" CHECK ("password_reset_tokens"."token_hash" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "password_reset_tokens_expiry_check" CHECK ("password_reset_tokens"."expires_at" > "password_reset_tokens"."created_at" and "password_reset_tokens"."expires_at" <= "password_reset_tokens"."created_at" + interval '60 minutes')
);
--> statement-breakpoint
ALTER TABLE "visitor_sessions" ADD COLUMN "customer_id" text;--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD CONSTRAINT "customer_addresses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_balance_entries" ADD CONSTRAINT "customer_balance_entries_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_addresses_customer_id_idx" ON "customer_addresses" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_addresses_default_billing_key" ON "customer_addresses" USING btree ("customer_id") WHERE "customer_addresses"."is_default_billing";--> statement-breakpoint
CREATE UNIQUE INDEX "customer_addresses_default_shipping_key" ON "customer_addresses" USING btree ("customer_id") WHERE "customer_addresses"."is_default_shipping";--> statement-breakpoint
CREATE INDEX "customer_balance_entries_customer_id_idx" ON "customer_balance_entries" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_customer_id_idx" ON "password_reset_tokens" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "password_reset_tokens_open_key" ON "password_reset_tokens" USING btree ("customer_id") WHERE "password_reset_tokens"."used_at" is null;--> statement-breakpoint
ALTER TABLE "visitor_sessions" ADD CONSTRAINT "visitor_sessions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visitor_sessions_customer_id_idx" ON "visitor_sessions" USING btree ("customer_id");--> statement-breakpoint
ALTER TABLE "visitor_sessions" ADD CONSTRAINT "visitor_sessions_customer_id_check" CHECK ("visitor_sessions"."customer_id" is null or ("visitor_sessions"."user_id" is not null and "visitor_sessions"."customer_id" = "visitor_sessions"."user_id"));