CREATE TABLE "product_of_the_day" (
	"day" date PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"discount_percent" integer NOT NULL,
	"chosen_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_of_the_day_percent" CHECK ("product_of_the_day"."discount_percent" between 1 and 90)
);
--> statement-breakpoint
ALTER TABLE "product_of_the_day" ADD CONSTRAINT "product_of_the_day_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_of_the_day_product_idx" ON "product_of_the_day" USING btree ("product_id");