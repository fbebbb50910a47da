CREATE TABLE "search_log" (
	"day" date NOT NULL,
	"query" text NOT NULL,
	"searches" integer DEFAULT 0 NOT NULL,
	"empty" integer DEFAULT 0 NOT NULL,
	"results" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "search_log_day_query_pk" PRIMARY KEY("day","query"),
	CONSTRAINT "search_log_counts" CHECK ("search_log"."searches" >= 0 and "search_log"."empty" >= 0 and "search_log"."empty" <= "search_log"."searches")
);
--> statement-breakpoint
CREATE INDEX "search_log_day_idx" ON "search_log" USING btree ("day");