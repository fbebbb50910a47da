ALTER TABLE "orders" RENAME COLUMN "currier_id" TO "delivery_service_id";--> statement-breakpoint
ALTER TABLE "orders" RENAME COLUMN "currier_name" TO "delivery_service_name";--> statement-breakpoint
ALTER TABLE "orders" RENAME COLUMN "pvz_id" TO "pickup_point_id";--> statement-breakpoint
ALTER TABLE "orders" RENAME COLUMN "pvz_address" TO "pickup_point_address";