DROP INDEX "posts_listed_newest_idx";--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "availability_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "availability_asked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "availability_unconfirmed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "availability_token_hash" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "availability_token_expires_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "posts_availability_idx" ON "posts" USING btree ("type","availability_confirmed_at") WHERE "posts"."status" = 'approved' and "posts"."closed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "posts_availability_token_idx" ON "posts" USING btree ("availability_token_hash") WHERE "posts"."availability_token_hash" is not null;--> statement-breakpoint
CREATE INDEX "posts_listed_newest_idx" ON "posts" USING btree ("type","availability_unconfirmed","listed_at" DESC NULLS FIRST,"number" DESC NULLS FIRST,"owner_id","paid","id") WHERE "posts"."status" = 'approved' and "posts"."closed_at" is null;--> statement-breakpoint
-- Hand-added backfill (issue 41, ADR 048): every post live today counts as confirmed at the migration, so no
-- old post is asked, marked or closed at once by the first sweep; each gets its full 14/30 days from here.
UPDATE "posts" SET "availability_confirmed_at" = now() WHERE "status" = 'approved' AND "availability_confirmed_at" IS NULL;
