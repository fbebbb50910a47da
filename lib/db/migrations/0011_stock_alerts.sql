CREATE TABLE "price_watchers" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"product_id" integer NOT NULL,
	"email" text NOT NULL,
	"user_id" integer,
	"price_at" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_alerts_price_fields" CHECK ("product_alerts"."kind" = 'stock' or ("product_alerts"."user_id" is not null and "product_alerts"."price_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "price_watchers" ADD CONSTRAINT "price_watchers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_alerts" ADD CONSTRAINT "product_alerts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_alerts" ADD CONSTRAINT "product_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_alerts_stock_idx" ON "product_alerts" USING btree ("product_id","email") WHERE "product_alerts"."kind" = 'stock';--> statement-breakpoint
CREATE UNIQUE INDEX "product_alerts_price_idx" ON "product_alerts" USING btree ("product_id","user_id") WHERE "product_alerts"."kind" = 'price';--> statement-breakpoint
CREATE INDEX "product_alerts_email_idx" ON "product_alerts" USING btree ("email");