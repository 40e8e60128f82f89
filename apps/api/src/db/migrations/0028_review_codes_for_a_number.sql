ALTER TABLE "review_codes" ADD COLUMN "for_number" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "code_match" text DEFAULT 'unbound' NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_code_match_check" CHECK ("reviews"."code_match" in ('matched', 'other-number', 'unbound'));