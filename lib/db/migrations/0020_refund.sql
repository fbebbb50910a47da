ALTER TABLE "refunds" ADD COLUMN "idempotence_key" text DEFAULT gen_random_uuid()::text NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "checked_at" timestamp with time zone;
--> statement-breakpoint
-- custom: refund
-- Refunds made before this migration keep the key they were sent with (it was derived from the id and the creation
-- time in milliseconds): a pending one retried now must reach the provider under the same key.
UPDATE "refunds" SET "idempotence_key" = 'refund-' || "id" || '-' || floor(extract(epoch from "created_at") * 1000)::bigint;
