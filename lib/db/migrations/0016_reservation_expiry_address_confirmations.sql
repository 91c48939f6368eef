CREATE TABLE "address_confirmations" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"kind" text NOT NULL,
	"email" text NOT NULL,
	"market" text NOT NULL,
	"language" text NOT NULL,
	"session_id" text,
	"payload" jsonb NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "address_confirmations_kind_check" CHECK ("address_confirmations"."kind" in ('reservation', 'reminder'))
);
--> statement-breakpoint
CREATE TABLE "confirmed_addresses" (
	"shop_id" integer NOT NULL,
	"email_hash" text NOT NULL,
	"confirmed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "confirmed_addresses_shop_id_email_hash_pk" PRIMARY KEY("shop_id","email_hash")
);
--> statement-breakpoint
ALTER TABLE "store_reservations" DROP CONSTRAINT "store_reservations_status_check";--> statement-breakpoint
-- Issue 13 item 4: reservations made before expiry existed are held 48 hours from when they were made
-- (the default of RESERVATION_TTL_HOURS); the next housekeeping sweep gives back those already past it.
ALTER TABLE "store_reservations" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
UPDATE "store_reservations" SET "expires_at" = "created_at" + interval '48 hours';--> statement-breakpoint
ALTER TABLE "store_reservations" ALTER COLUMN "expires_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "store_reservations" ADD COLUMN "session_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "address_confirmations_token_idx" ON "address_confirmations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "address_confirmations_expiry_idx" ON "address_confirmations" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "address_confirmations_email_idx" ON "address_confirmations" USING btree ("shop_id","email");--> statement-breakpoint
CREATE INDEX "store_reservations_open_idx" ON "store_reservations" USING btree ("expires_at") WHERE "store_reservations"."status" = 'reserved';--> statement-breakpoint
ALTER TABLE "store_reservations" ADD CONSTRAINT "store_reservations_status_check" CHECK ("store_reservations"."status" in ('reserved', 'collected', 'released', 'expired'));