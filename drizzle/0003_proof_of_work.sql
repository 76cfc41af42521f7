CREATE TABLE "used_challenges" (
	"nonce" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "proof_of_work" text;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "proof_of_work" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "proof_of_work" text;--> statement-breakpoint
CREATE INDEX "used_challenges_expires_at_idx" ON "used_challenges" USING btree ("expires_at");