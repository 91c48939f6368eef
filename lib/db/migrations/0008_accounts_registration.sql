CREATE TABLE "pending_registrations" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"gender" text NOT NULL,
	"newsletter" boolean NOT NULL,
	"password_hash" text NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pending_registrations_shop_email_key" UNIQUE("shop_id","email"),
	CONSTRAINT "pending_registrations_hash_check" CHECK ("pending_registrations"."token_hash" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "pending_registrations_email_check" CHECK ("pending_registrations"."email" = lower("pending_registrations"."email")),
	CONSTRAINT "pending_registrations_expiry_check" CHECK ("pending_registrations"."expires_at" > "pending_registrations"."created_at")
);
--> statement-breakpoint
ALTER TABLE "visitor_sessions" ADD COLUMN "guest_contact" jsonb;--> statement-breakpoint
CREATE INDEX "pending_registrations_expires_at_idx" ON "pending_registrations" USING btree ("expires_at");