CREATE TABLE "consent_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"consent_id" text NOT NULL,
	"shop_id" integer NOT NULL,
	"action" text NOT NULL,
	"version" integer NOT NULL,
	"path" text NOT NULL,
	"consents" jsonb NOT NULL,
	"internal" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "consent_log_consent_id" ON "consent_log" USING btree ("consent_id");--> statement-breakpoint
CREATE INDEX "consent_log_created_at" ON "consent_log" USING btree ("created_at");