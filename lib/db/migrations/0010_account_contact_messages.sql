CREATE TABLE "account_contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"reply_name" text NOT NULL,
	"reply_email" text NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_contact_messages_subject_check" CHECK ("account_contact_messages"."subject" in ('order', 'delivery', 'return', 'payment', 'account', 'product', 'other')),
	CONSTRAINT "account_contact_messages_message_check" CHECK ("account_contact_messages"."message" <> '' and char_length("account_contact_messages"."message") <= 2000),
	CONSTRAINT "account_contact_messages_reply_name_check" CHECK (char_length("account_contact_messages"."reply_name") <= 100)
);
--> statement-breakpoint
ALTER TABLE "account_contact_messages" ADD CONSTRAINT "account_contact_messages_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_contact_messages_customer_id_idx" ON "account_contact_messages" USING btree ("customer_id","created_at");