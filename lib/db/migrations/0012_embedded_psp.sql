CREATE TABLE "psp_payments" (
	"ref" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"order_number" text NOT NULL,
	"method" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"language" text NOT NULL,
	"description" text NOT NULL,
	"return_url" text NOT NULL,
	"webhook_url" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "psp_payments_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "psp_payments_amount_check" CHECK ("psp_payments"."amount_cents" > 0),
	CONSTRAINT "psp_payments_refund_check" CHECK ("psp_payments"."refunded_cents" between 0 and "psp_payments"."amount_cents")
);
--> statement-breakpoint
CREATE TABLE "psp_secrets" (
	"id" smallint PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "psp_payments_created_idx" ON "psp_payments" USING btree ("created_at");