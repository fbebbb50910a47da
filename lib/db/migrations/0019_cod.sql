ALTER TABLE "orders" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirmed_by" text;--> statement-breakpoint
CREATE INDEX "orders_cod_unconfirmed_idx" ON "orders" USING btree ("created_at") WHERE "orders"."pay_online" = false and "orders"."confirmed_at" is null and "orders"."status" = 'assembling';--> statement-breakpoint
-- custom: cod
-- Cash-on-delivery orders placed before confirmations existed were handled the old way: count them as confirmed,
-- so the first start after this migration does not cancel them all.
UPDATE "orders" SET "confirmed_at" = "created_at", "confirmed_by" = 'до введения подтверждений' WHERE "pay_online" = false;
