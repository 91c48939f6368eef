CREATE TABLE "visitor_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"guest_id" text NOT NULL,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"checkout_guest" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "redirects" (
	"id" serial PRIMARY KEY NOT NULL,
	"market" text,
	"source_path" text NOT NULL,
	"target" text NOT NULL,
	"status" integer NOT NULL,
	CONSTRAINT "redirects_market_source_path_key" UNIQUE NULLS NOT DISTINCT("market","source_path"),
	CONSTRAINT "redirects_status_check" CHECK ("redirects"."status" in (301, 302, 307, 308)),
	CONSTRAINT "redirects_source_path_check" CHECK ("redirects"."source_path" like '/%' and "redirects"."source_path" like '%/'),
	CONSTRAINT "redirects_target_check" CHECK ("redirects"."target" ~ '^(/[^/\\]|/$|https?://)')
);
--> statement-breakpoint
CREATE INDEX "visitor_sessions_expires_at_idx" ON "visitor_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "visitor_sessions_user_id_idx" ON "visitor_sessions" USING btree ("user_id");