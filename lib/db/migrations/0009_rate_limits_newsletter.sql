CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer NOT NULL,
	"expire" timestamp with time zone,
	CONSTRAINT "rate_limits_key_check" CHECK (length("rate_limits"."key") <= 200)
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"email" text NOT NULL,
	"salutation" smallint NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"source" text NOT NULL,
	"market" text NOT NULL,
	"language" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"confirm_token_hash" text,
	"confirm_token_expires_at" timestamp with time zone,
	"requested_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_subscriptions_shop_email_key" UNIQUE("shop_id","email"),
	CONSTRAINT "newsletter_subscriptions_email_check" CHECK ("newsletter_subscriptions"."email" = lower("newsletter_subscriptions"."email") and "newsletter_subscriptions"."email" like '%_@_%'),
	CONSTRAINT "newsletter_subscriptions_salutation_check" CHECK ("newsletter_subscriptions"."salutation" in (0, 2, 3, 4)),
	CONSTRAINT "newsletter_subscriptions_status_check" CHECK ("newsletter_subscriptions"."status" in ('pending', 'confirmed')),
	CONSTRAINT "newsletter_subscriptions_state_check" CHECK (case when "newsletter_subscriptions"."status" = 'confirmed' then "newsletter_subscriptions"."confirmed_at" is not null and "newsletter_subscriptions"."confirm_token_hash" is null else "newsletter_subscriptions"."confirm_token_hash" is not null and "newsletter_subscriptions"."confirm_token_expires_at" is not null end)
);
--> statement-breakpoint
CREATE INDEX "rate_limits_expire_idx" ON "rate_limits" USING btree ("expire");--> statement-breakpoint
CREATE INDEX "newsletter_subscriptions_pending_expiry_idx" ON "newsletter_subscriptions" USING btree ("confirm_token_expires_at") WHERE "newsletter_subscriptions"."confirm_token_hash" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriptions_token_idx" ON "newsletter_subscriptions" USING btree ("confirm_token_hash") WHERE "newsletter_subscriptions"."confirm_token_hash" is not null;