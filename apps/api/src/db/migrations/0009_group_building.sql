CREATE TABLE "group_interests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"offer_id" uuid,
	"offer_key" text NOT NULL,
	"user_id" uuid,
	"name" text NOT NULL,
	"occupation" text NOT NULL,
	"phone" text NOT NULL,
	"division" text,
	"location" text,
	"day" text NOT NULL,
	"address_hash" text,
	"status" text DEFAULT 'new' NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_interests_status_check" CHECK ("group_interests"."status" in ('new', 'called', 'joined', 'not-interested'))
);
--> statement-breakpoint
CREATE TABLE "group_offer_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"offer_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"card_path" text NOT NULL,
	"large_path" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" serial NOT NULL,
	"created_by" uuid,
	"status" text DEFAULT 'open' NOT NULL,
	"title" text NOT NULL,
	"develop_by" text NOT NULL,
	"phone" text NOT NULL,
	"division" text NOT NULL,
	"district" text NOT NULL,
	"sub_district" text NOT NULL,
	"street" text,
	"house" text,
	"land_size" double precision NOT NULL,
	"land_unit" text NOT NULL,
	"floors" integer NOT NULL,
	"flat_size_min" integer NOT NULL,
	"flat_size_max" integer NOT NULL,
	"area_per_share" integer NOT NULL,
	"shares_total" integer NOT NULL,
	"shares_left" integer NOT NULL,
	"price_per_share" bigint,
	"price_per_sqft" bigint,
	"booking_amount" bigint,
	"instalments" integer,
	"payment_plan" text,
	"start_month" text,
	"handover_month" text,
	"facilities" text[] DEFAULT '{}'::text[] NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_offers_number_unique" UNIQUE("number"),
	CONSTRAINT "group_offers_status_check" CHECK ("group_offers"."status" in ('open', 'filled', 'closed')),
	CONSTRAINT "group_offers_shares_check" CHECK ("group_offers"."shares_left" between 0 and "group_offers"."shares_total")
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_target_type_check";--> statement-breakpoint
ALTER TABLE "group_interests" ADD CONSTRAINT "group_interests_offer_id_group_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."group_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_interests" ADD CONSTRAINT "group_interests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_offer_photos" ADD CONSTRAINT "group_offer_photos_offer_id_group_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."group_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_offers" ADD CONSTRAINT "group_offers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "group_interests_once_a_day_idx" ON "group_interests" USING btree ("offer_key","phone","day");--> statement-breakpoint
CREATE INDEX "group_interests_created_idx" ON "group_interests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "group_interests_user_idx" ON "group_interests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "group_offer_photos_offer_idx" ON "group_offer_photos" USING btree ("offer_id","position");--> statement-breakpoint
CREATE INDEX "group_offers_listing_idx" ON "group_offers" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "group_offers_location_idx" ON "group_offers" USING btree ("division","district");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_target_type_check" CHECK ("audit_log"."target_type" in ('post', 'user', 'firm', 'review', 'group-offer', 'lead'));