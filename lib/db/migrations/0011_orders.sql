CREATE TABLE "gift_card_debits" (
	"id" serial PRIMARY KEY NOT NULL,
	"gift_card_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reversed_at" timestamp with time zone,
	CONSTRAINT "gift_card_debits_amount_check" CHECK ("gift_card_debits"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "gift_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"pin_hash" text NOT NULL,
	"balance_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_cards_code_unique" UNIQUE("code"),
	CONSTRAINT "gift_cards_balance_check" CHECK ("gift_cards"."balance_cents" >= 0),
	CONSTRAINT "gift_cards_currency_check" CHECK ("gift_cards"."currency" in ('EUR', 'CHF'))
);
--> statement-breakpoint
CREATE TABLE "order_attempts" (
	"key" uuid PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_complaints" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"customer_id" text,
	"items" jsonb NOT NULL,
	"reason" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_complaints_reason_check" CHECK ("order_complaints"."reason" in ('missing', 'wrong', 'damaged', 'other'))
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"position" integer NOT NULL,
	"variant_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"reference_key" text NOT NULL,
	"master_key" text NOT NULL,
	"name" text NOT NULL,
	"brand" text,
	"image" text,
	"item_group_id" text DEFAULT '' NOT NULL,
	"item_group" jsonb,
	"custom_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"quantity" integer NOT NULL,
	"unit_gross_cents" integer NOT NULL,
	"total_gross_cents" integer NOT NULL,
	"vat_rate_bp" integer NOT NULL,
	"promotion_id" text,
	"stock_taken" integer DEFAULT 0 NOT NULL,
	"delivery_days_from" integer DEFAULT 0 NOT NULL,
	"delivery_days_to" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_lines_quantity_check" CHECK ("order_lines"."quantity" >= 1 and "order_lines"."stock_taken" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_numbers" (
	"market" text PRIMARY KEY NOT NULL,
	"last_no" integer NOT NULL,
	CONSTRAINT "order_numbers_last_no_check" CHECK ("order_numbers"."last_no" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_payments" (
	"payment_id" uuid PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"method" text NOT NULL,
	"provider_ref" text,
	"status" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"redirect_url" text,
	"initiated_at" timestamp with time zone,
	"refund_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_payments_provider_ref_unique" UNIQUE("provider_ref"),
	CONSTRAINT "order_payments_amount_check" CHECK ("order_payments"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"market" text NOT NULL,
	"shop_id" integer NOT NULL,
	"language" text NOT NULL,
	"currency" text NOT NULL,
	"state" text NOT NULL,
	"customer_id" text,
	"customer" jsonb NOT NULL,
	"session_id" text NOT NULL,
	"basket_key" text NOT NULL,
	"billing_address" jsonb NOT NULL,
	"shipping_address" jsonb NOT NULL,
	"shipping_kind" text NOT NULL,
	"totals" jsonb NOT NULL,
	"total_gross_cents" integer NOT NULL,
	"payable_cents" integer NOT NULL,
	"payment_method" text NOT NULL,
	"voucher_code" text,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_order_number_unique" UNIQUE("order_number"),
	CONSTRAINT "orders_amounts_check" CHECK ("orders"."total_gross_cents" >= 0 and "orders"."payable_cents" >= 0),
	CONSTRAINT "orders_state_check" CHECK ("orders"."state" in ('pending_payment', 'paid', 'confirmed', 'awaiting_transfer', 'shipped', 'payment_failed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "voucher_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"voucher_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"reduction_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reversed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"currency" text,
	"minimum_order_cents" integer DEFAULT 0 NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"max_uses" integer,
	"uses" integer DEFAULT 0 NOT NULL,
	"market" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vouchers_code_unique" UNIQUE("code"),
	CONSTRAINT "vouchers_code_check" CHECK ("vouchers"."code" = upper("vouchers"."code") and "vouchers"."code" <> ''),
	CONSTRAINT "vouchers_kind_check" CHECK ("vouchers"."kind" in ('percent', 'amount')),
	CONSTRAINT "vouchers_value_check" CHECK ("vouchers"."value" > 0 and ("vouchers"."kind" <> 'percent' or "vouchers"."value" <= 100) and ("vouchers"."kind" <> 'amount' or "vouchers"."currency" is not null)),
	CONSTRAINT "vouchers_uses_check" CHECK ("vouchers"."uses" >= 0 and ("vouchers"."max_uses" is null or "vouchers"."uses" <= "vouchers"."max_uses"))
);
--> statement-breakpoint
ALTER TABLE "gift_card_debits" ADD CONSTRAINT "gift_card_debits_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "gift_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_debits" ADD CONSTRAINT "gift_card_debits_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_attempts" ADD CONSTRAINT "order_attempts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_complaints" ADD CONSTRAINT "order_complaints_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_complaints" ADD CONSTRAINT "order_complaints_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gift_card_debits_order_card_key" ON "gift_card_debits" USING btree ("order_id","gift_card_id");--> statement-breakpoint
CREATE INDEX "order_complaints_order_id_idx" ON "order_complaints" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_lines_order_id_idx" ON "order_lines" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "order_payments_order_id_idx" ON "order_payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_customer_id_idx" ON "orders" USING btree ("customer_id","placed_at");--> statement-breakpoint
CREATE INDEX "orders_session_id_idx" ON "orders" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_redemptions_order_key" ON "voucher_redemptions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "voucher_redemptions_voucher_id_idx" ON "voucher_redemptions" USING btree ("voucher_id");