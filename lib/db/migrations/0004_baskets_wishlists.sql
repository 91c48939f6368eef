CREATE TABLE "basket_items" (
	"key" text PRIMARY KEY NOT NULL,
	"basket_key" text NOT NULL,
	"variant_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"item_group_id" text DEFAULT '' NOT NULL,
	"item_group" jsonb,
	"custom_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"display_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "basket_items_line_key" UNIQUE("basket_key","variant_id","item_group_id"),
	CONSTRAINT "basket_items_quantity_check" CHECK ("basket_items"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "baskets" (
	"key" text PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"owner_id" text NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wishlist_items" (
	"key" text PRIMARY KEY NOT NULL,
	"wishlist_key" text NOT NULL,
	"product_id" integer NOT NULL,
	"variant_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlist_items_entry_key" UNIQUE NULLS NOT DISTINCT("wishlist_key","product_id","variant_id")
);
--> statement-breakpoint
CREATE TABLE "wishlists" (
	"key" text PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"owner_id" text NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "basket_items" ADD CONSTRAINT "basket_items_basket_key_baskets_key_fk" FOREIGN KEY ("basket_key") REFERENCES "baskets"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_wishlist_key_wishlists_key_fk" FOREIGN KEY ("wishlist_key") REFERENCES "wishlists"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "baskets_owner_id_idx" ON "baskets" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "wishlists_owner_id_idx" ON "wishlists" USING btree ("owner_id");