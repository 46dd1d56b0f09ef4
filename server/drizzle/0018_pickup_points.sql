CREATE TABLE "pickup_points" (
	"id" text PRIMARY KEY NOT NULL,
	"carrier" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"zipcode" text NOT NULL,
	"city" text NOT NULL,
	"address" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"opening_hours" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cities" DROP COLUMN "county";--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "pickup_point_id" text;--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "district" text;--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "lat" double precision;--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "lng" double precision;--> statement-breakpoint
ALTER TABLE "delivery_methods" ADD COLUMN "pickup_carriers" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_point" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "packed_size" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "packed_weight_kg" double precision;--> statement-breakpoint
CREATE INDEX "pickup_points_carrier_idx" ON "pickup_points" USING btree ("carrier");--> statement-breakpoint
CREATE INDEX "pickup_points_lat_idx" ON "pickup_points" USING btree ("lat");--> statement-breakpoint
UPDATE "delivery_methods" SET "pickup_carriers" = '{foxpost,gls,packeta,mpl}'::text[] WHERE "code" = 'parcel_locker';