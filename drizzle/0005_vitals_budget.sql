CREATE TABLE "web_vitals_budget" (
	"id" integer PRIMARY KEY NOT NULL,
	"rows" integer NOT NULL,
	"minute" timestamp with time zone NOT NULL,
	"minute_rows" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "web_vitals_contributors" (
	"key" text PRIMARY KEY NOT NULL,
	"day" date NOT NULL
);
