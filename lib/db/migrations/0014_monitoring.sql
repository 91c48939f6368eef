CREATE TABLE "error_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "error_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" text NOT NULL,
	"source" text NOT NULL,
	"level" text NOT NULL,
	"type" text NOT NULL,
	"message" text NOT NULL,
	"path" text,
	"stack" text NOT NULL,
	"release" text,
	"environment" text,
	"occurred_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "error_reports_source_check" CHECK ("error_reports"."source" in ('browser', 'server'))
);
--> statement-breakpoint
CREATE TABLE "web_vitals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "web_vitals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"metric_id" text NOT NULL,
	"name" text NOT NULL,
	"value" double precision NOT NULL,
	"rating" text NOT NULL,
	"navigation_type" text NOT NULL,
	"market" text NOT NULL,
	"language" text NOT NULL,
	"page_type" text NOT NULL,
	"path" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "web_vitals_name_check" CHECK ("web_vitals"."name" in ('CLS', 'INP', 'LCP', 'FCP', 'TTFB'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "error_reports_event_idx" ON "error_reports" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "error_reports_occurred_idx" ON "error_reports" USING btree ("occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "web_vitals_metric_idx" ON "web_vitals" USING btree ("metric_id");--> statement-breakpoint
CREATE INDEX "web_vitals_report_idx" ON "web_vitals" USING btree ("name","market","page_type");--> statement-breakpoint
CREATE INDEX "web_vitals_created_idx" ON "web_vitals" USING btree ("created_at");