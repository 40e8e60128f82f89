-- Payment records (issue 41, ADR 049): a paid post's payment as support confirmed it — method, amount
-- in taka, package and TrxID, the TrxID unique per method — kept when the post is deleted; and the
-- package a paid post's poster chose. Paid posts made before packages bought what 'featured-7' is
-- (500 taka), so they are given it (hand-added backfill at the end).
CREATE TABLE "payment_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid,
	"post_public_id" text NOT NULL,
	"method" text NOT NULL,
	"trx_id" text,
	"amount_taka" integer NOT NULL,
	"package" text NOT NULL,
	"package_days" integer NOT NULL,
	"confirmed_by" uuid,
	"confirmed_at" timestamp with time zone NOT NULL,
	"featured_until" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_records_method_check" CHECK ("payment_records"."method" in ('bkash', 'nagad', 'rocket', 'bank', 'cash')),
	CONSTRAINT "payment_records_trx_id_check" CHECK ("payment_records"."trx_id" is not null or "payment_records"."method" = 'cash'),
	CONSTRAINT "payment_records_amount_check" CHECK ("payment_records"."amount_taka" between 1 and 100000),
	CONSTRAINT "payment_records_days_check" CHECK ("payment_records"."package_days" > 0)
);
--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "paid_package" text;--> statement-breakpoint
ALTER TABLE "payment_records" ADD CONSTRAINT "payment_records_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_records" ADD CONSTRAINT "payment_records_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_records_trx_id_key" ON "payment_records" USING btree ("method","trx_id") WHERE "payment_records"."trx_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_records_post_key" ON "payment_records" USING btree ("post_id") WHERE "payment_records"."post_id" is not null;--> statement-breakpoint
UPDATE "posts" SET "paid_package" = 'featured-7' WHERE "paid";
