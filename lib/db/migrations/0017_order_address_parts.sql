ALTER TABLE "orders" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "street" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "house" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "building" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "flat" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_date" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_window" text;