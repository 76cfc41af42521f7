CREATE TABLE "content_files" (
	"sha256" text PRIMARY KEY NOT NULL,
	"contents" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"entry" text NOT NULL,
	"files" jsonb NOT NULL,
	"action" text NOT NULL,
	"email" text,
	"restored_from" integer
);
--> statement-breakpoint
CREATE INDEX "content_versions_entry_idx" ON "content_versions" USING btree ("entry","id");