CREATE TABLE "search_synonyms" (
	"term" text PRIMARY KEY NOT NULL,
	"synonyms" text NOT NULL
);
