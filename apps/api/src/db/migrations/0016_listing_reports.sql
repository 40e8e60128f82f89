CREATE TABLE "listing_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid,
	"offer_id" uuid,
	"firm_id" uuid,
	"reason" text NOT NULL,
	"details" text,
	"reporter_id" uuid,
	"address_hash" text NOT NULL,
	"outcome" text,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_reports_one_listing_check" CHECK (num_nonnulls("listing_reports"."post_id", "listing_reports"."offer_id", "listing_reports"."firm_id") = 1),
	CONSTRAINT "listing_reports_reason_check" CHECK ("listing_reports"."reason" in ('sold-or-rented', 'wrong-price-or-place', 'fake-photos', 'advance-money', 'broker',
        'offensive', 'other')),
	CONSTRAINT "listing_reports_outcome_check" CHECK (("listing_reports"."decided_at" is null and "listing_reports"."outcome" is null)
        or "listing_reports"."outcome" in ('dismissed', 'correction-asked', 'taken-down'))
);
--> statement-breakpoint
ALTER TABLE "listing_reports" ADD CONSTRAINT "listing_reports_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_reports" ADD CONSTRAINT "listing_reports_offer_id_group_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."group_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_reports" ADD CONSTRAINT "listing_reports_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_reports" ADD CONSTRAINT "listing_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_reports" ADD CONSTRAINT "listing_reports_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "listing_reports_open_member_idx" ON "listing_reports" USING btree (coalesce(post_id, offer_id, firm_id),"reporter_id") WHERE "listing_reports"."decided_at" is null and "listing_reports"."reporter_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "listing_reports_open_visitor_idx" ON "listing_reports" USING btree (coalesce(post_id, offer_id, firm_id),"address_hash") WHERE "listing_reports"."decided_at" is null and "listing_reports"."reporter_id" is null;--> statement-breakpoint
CREATE INDEX "listing_reports_open_idx" ON "listing_reports" USING btree (coalesce(post_id, offer_id, firm_id),"created_at") WHERE "listing_reports"."decided_at" is null;--> statement-breakpoint
CREATE INDEX "listing_reports_address_idx" ON "listing_reports" USING btree ("address_hash","created_at");--> statement-breakpoint
CREATE INDEX "listing_reports_post_idx" ON "listing_reports" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "listing_reports_offer_idx" ON "listing_reports" USING btree ("offer_id");--> statement-breakpoint
CREATE INDEX "listing_reports_firm_idx" ON "listing_reports" USING btree ("firm_id");