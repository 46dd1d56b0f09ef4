CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"withdrawal_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"method" text NOT NULL,
	"attempt_id" text,
	"provider" text,
	"amount" numeric(14, 2) NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"provider_refund_id" text,
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "refunds_withdrawal_id_unique" UNIQUE("withdrawal_id")
);
--> statement-breakpoint
ALTER TABLE "payment_methods" ADD COLUMN "provider" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_withdrawal_id_withdrawals_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."withdrawals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_attempt_id_payment_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."payment_attempts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payment_attempts_provider_transaction_idx" ON "payment_attempts" USING btree ("provider","transaction_id") WHERE "payment_attempts"."provider" is not null;