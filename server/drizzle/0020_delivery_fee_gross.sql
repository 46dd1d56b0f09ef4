ALTER TABLE "delivery_methods" ADD COLUMN "price_gross_huf" integer;--> statement-breakpoint
-- The fee is kept as the shop states it, gross; a database seeded before keeps the gross its net fee showed.
UPDATE "delivery_methods" SET "price_gross_huf" = round("price_net_huf" * 1.27);--> statement-breakpoint
ALTER TABLE "delivery_methods" ALTER COLUMN "price_gross_huf" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_methods" DROP COLUMN "price_net_huf";
