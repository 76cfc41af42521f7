CREATE TABLE "editor_audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"email" text NOT NULL,
	"action" text NOT NULL,
	"entries" text,
	"files" jsonb
);
--> statement-breakpoint
CREATE TABLE "editor_sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "editor_sign_in_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "editor_audit_log_created_at_idx" ON "editor_audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "editor_sessions_email_idx" ON "editor_sessions" USING btree ("email");--> statement-breakpoint
CREATE INDEX "editor_sign_in_links_expires_at_idx" ON "editor_sign_in_links" USING btree ("expires_at");