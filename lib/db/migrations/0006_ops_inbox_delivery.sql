ALTER TABLE "page_feedback" ADD COLUMN "answer" text;--> statement-breakpoint
ALTER TABLE "delivery_tariffs" DROP COLUMN "free_from";