CREATE TABLE "web_vitals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"route" text NOT NULL,
	"locale" text NOT NULL,
	"device" text NOT NULL,
	"connection" text NOT NULL,
	"metric" text NOT NULL,
	"deployment" text NOT NULL,
	"value" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "web_vitals_daily" (
	"day" date NOT NULL,
	"route" text NOT NULL,
	"locale" text NOT NULL,
	"device" text NOT NULL,
	"connection" text NOT NULL,
	"metric" text NOT NULL,
	"count" integer NOT NULL,
	"p75" double precision NOT NULL,
	"buckets" integer[] NOT NULL,
	CONSTRAINT "web_vitals_daily_day_route_locale_device_connection_metric_pk" PRIMARY KEY("day","route","locale","device","connection","metric")
);
--> statement-breakpoint
CREATE INDEX "web_vitals_recorded_at_idx" ON "web_vitals" USING btree ("recorded_at");