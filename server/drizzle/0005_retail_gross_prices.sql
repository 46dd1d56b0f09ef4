DROP INDEX "products_price_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "price_gross_huf" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "price_original_gross_huf" integer;--> statement-breakpoint
UPDATE "products" SET "price_gross_huf" = round("price_net_huf" * 1.27), "price_original_gross_huf" = round("price_original_net_huf" * 1.27);--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "price_gross_huf" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price_gross_huf");
