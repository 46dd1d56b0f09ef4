ALTER TABLE "carts" ADD COLUMN "home_delivery" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "home_delivery" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "slot_date" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "slot_period" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "assembly_kind" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_slot_idx" ON "orders" USING btree ("slot_date","slot_period") WHERE "orders"."slot_date" is not null;--> statement-breakpoint
-- A database seeded before the column knows each product's assembly from its data sheet's row.
UPDATE "products" SET "assembly_kind" = CASE a.value->'value'->>'en'
	WHEN 'Delivered assembled' THEN 'assembled'
	WHEN 'Screw-on legs, no tools' THEN 'legs'
	WHEN 'Self-assembly, tools included' THEN 'self'
	WHEN 'Two people, about 60 minutes' THEN 'two-person'
	WHEN 'Wired in by an electrician' THEN 'electrician'
	ELSE 'none' END
FROM (SELECT p.id, e.value FROM "products" p, jsonb_array_elements(p."attributes") e WHERE e.value->>'key' = 'assembly') a
WHERE a.id = "products"."id";
