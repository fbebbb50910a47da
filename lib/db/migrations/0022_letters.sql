CREATE TABLE "alert_unsubscribes" (
	"email" text PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "price_watchers" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "product_alerts" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "product_alerts" ADD COLUMN "confirm_sent_at" timestamp with time zone;
--> statement-breakpoint
-- custom: letters
-- Alerts made before confirmation existed keep working: they count as confirmed when they were made.
UPDATE "product_alerts" SET "confirmed_at" = "created_at";--> statement-breakpoint
UPDATE "price_watchers" SET "confirmed_at" = "created_at";
