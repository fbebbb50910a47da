CREATE TABLE "page_feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"text" text NOT NULL,
	"email" text,
	"client_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
