CREATE TABLE "price_history" (
	"product_id" integer NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"price_gross_huf" integer NOT NULL,
	CONSTRAINT "price_history_product_id_valid_from_pk" PRIMARY KEY("product_id","valid_from")
);
--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;