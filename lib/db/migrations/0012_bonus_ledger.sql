CREATE TABLE "bonus_allocations" (
	"debit_id" integer NOT NULL,
	"credit_id" integer NOT NULL,
	"points" integer NOT NULL,
	CONSTRAINT "bonus_allocations_debit_id_credit_id_pk" PRIMARY KEY("debit_id","credit_id"),
	CONSTRAINT "bonus_allocations_positive" CHECK ("bonus_allocations"."points" > 0)
);
--> statement-breakpoint
CREATE TABLE "bonus_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"points" integer NOT NULL,
	"available_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"order_id" integer,
	"review_id" integer,
	"year" integer,
	"source_id" integer,
	"note" text,
	"staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonus_entries_points_nonzero" CHECK ("bonus_entries"."points" <> 0),
	CONSTRAINT "bonus_entries_sign" CHECK (("bonus_entries"."kind" in ('purchase','review','birthday','manual_credit','spend_return') and "bonus_entries"."points" > 0 and "bonus_entries"."expires_at" is not null) or ("bonus_entries"."kind" in ('spend','purchase_reversal','expire','manual_debit') and "bonus_entries"."points" < 0))
);
--> statement-breakpoint
CREATE TABLE "customer_birthdays" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"birth_date" date NOT NULL,
	"set_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "bonus_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bonus_allocations" ADD CONSTRAINT "bonus_allocations_debit_id_bonus_entries_id_fk" FOREIGN KEY ("debit_id") REFERENCES "public"."bonus_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_allocations" ADD CONSTRAINT "bonus_allocations_credit_id_bonus_entries_id_fk" FOREIGN KEY ("credit_id") REFERENCES "public"."bonus_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_entries" ADD CONSTRAINT "bonus_entries_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_entries" ADD CONSTRAINT "bonus_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_entries" ADD CONSTRAINT "bonus_entries_source_id_bonus_entries_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."bonus_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_birthdays" ADD CONSTRAINT "customer_birthdays_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bonus_allocations_credit_idx" ON "bonus_allocations" USING btree ("credit_id");--> statement-breakpoint
CREATE INDEX "bonus_entries_customer_idx" ON "bonus_entries" USING btree ("customer_id","expires_at");--> statement-breakpoint
CREATE INDEX "bonus_entries_order_idx" ON "bonus_entries" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_entries_review_once" ON "bonus_entries" USING btree ("review_id") WHERE "bonus_entries"."kind" = 'review';--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_entries_birthday_once" ON "bonus_entries" USING btree ("customer_id","year") WHERE "bonus_entries"."kind" = 'birthday';--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_entries_purchase_once" ON "bonus_entries" USING btree ("order_id") WHERE "bonus_entries"."kind" = 'purchase';--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_entries_spend_once" ON "bonus_entries" USING btree ("order_id") WHERE "bonus_entries"."kind" = 'spend';