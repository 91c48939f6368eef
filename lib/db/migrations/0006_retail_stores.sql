CREATE TABLE "retail_stores" (
	"id" integer PRIMARY KEY NOT NULL,
	"market" text NOT NULL,
	"name" text NOT NULL,
	"street" text NOT NULL,
	"postal_code" text NOT NULL,
	"city" text NOT NULL,
	"opening_hours" text NOT NULL,
	"lat" double precision,
	"lng" double precision
);
--> statement-breakpoint
CREATE TABLE "store_reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"variant_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"market" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'reserved' NOT NULL,
	CONSTRAINT "store_reservations_quantity_check" CHECK ("store_reservations"."quantity" >= 1),
	CONSTRAINT "store_reservations_status_check" CHECK ("store_reservations"."status" in ('reserved', 'collected', 'released'))
);
--> statement-breakpoint
CREATE TABLE "store_stock" (
	"store_id" integer NOT NULL,
	"variant_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "store_stock_store_id_variant_id_pk" PRIMARY KEY("store_id","variant_id"),
	CONSTRAINT "store_stock_quantity_check" CHECK ("store_stock"."quantity" >= 0)
);
--> statement-breakpoint
ALTER TABLE "store_reservations" ADD CONSTRAINT "store_reservations_store_id_retail_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "retail_stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_stock" ADD CONSTRAINT "store_stock_store_id_retail_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "retail_stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "retail_stores_market_idx" ON "retail_stores" USING btree ("market","name");--> statement-breakpoint
CREATE INDEX "store_reservations_store_idx" ON "store_reservations" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE INDEX "store_stock_variant_idx" ON "store_stock" USING btree ("variant_id");