DROP INDEX "posts_listing_idx";--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "negotiable" boolean;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "listed_by" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "parking" boolean;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "advance_months" integer;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "service_charge" bigint;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "bills_included" boolean;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "gas" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "tenants" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "available_from" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "listed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Existing posts stand in "newest first" where they stood before: by when they were posted.
UPDATE "posts" SET "listed_at" = "created_at";--> statement-breakpoint
CREATE INDEX "posts_listing_idx" ON "posts" USING btree ("type","status","listed_at");