ALTER TABLE "idempotency_keys" ADD COLUMN "fingerprint" text;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "response" jsonb;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_promo_awaiting_idx" ON "orders" USING btree ("promo_code") WHERE "orders"."status" = 'awaiting_payment';