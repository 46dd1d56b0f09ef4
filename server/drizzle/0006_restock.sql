CREATE TABLE "restock_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"email" text NOT NULL,
	"locale" text NOT NULL,
	"product_url" text NOT NULL,
	"token_hash" text NOT NULL,
	"consent_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "restock_subscriptions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "restock_on" date;--> statement-breakpoint
ALTER TABLE "restock_subscriptions" ADD CONSTRAINT "restock_subscriptions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "restock_subscriptions_product_email_idx" ON "restock_subscriptions" USING btree ("product_id","email");--> statement-breakpoint
CREATE INDEX "restock_subscriptions_due_idx" ON "restock_subscriptions" USING btree ("product_id") WHERE "restock_subscriptions"."confirmed_at" is not null and "restock_subscriptions"."notified_at" is null;