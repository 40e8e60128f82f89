CREATE TABLE "sign_in_alerts" (
	"email" text PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Failures were one row each; they now add up per account and address. They only matter for an hour.
DELETE FROM "sign_in_failures";--> statement-breakpoint
ALTER TABLE "sign_in_failures" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sign_in_failures" ADD COLUMN "failures" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "sign_in_failures" ADD COLUMN "next_try_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "sign_in_failures_email_address_idx" ON "sign_in_failures" USING btree ("email","address");