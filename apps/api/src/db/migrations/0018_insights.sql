CREATE TABLE "area_prices" (
	"property_type" text NOT NULL,
	"district" text NOT NULL,
	"sub_district" text DEFAULT '' NOT NULL,
	"unit" text NOT NULL,
	"median" double precision NOT NULL,
	"count" integer NOT NULL,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "area_prices_property_type_district_sub_district_pk" PRIMARY KEY("property_type","district","sub_district"),
	CONSTRAINT "area_prices_unit_check" CHECK ("area_prices"."unit" in ('sqft', 'katha'))
);
--> statement-breakpoint
CREATE TABLE "post_daily_stats" (
	"post_id" uuid NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"phone_reveals" integer DEFAULT 0 NOT NULL,
	"saves" integer DEFAULT 0 NOT NULL,
	"shares" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "post_daily_stats_post_id_day_pk" PRIMARY KEY("post_id","day"),
	CONSTRAINT "post_daily_stats_counts_check" CHECK ("post_daily_stats"."views" >= 0 and "post_daily_stats"."phone_reveals" >= 0 and "post_daily_stats"."saves" >= 0 and "post_daily_stats"."shares" >= 0)
);
--> statement-breakpoint
CREATE TABLE "post_price_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL,
	"old_price" bigint NOT NULL,
	"new_price" bigint NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"alerted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mail_price_drops" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "post_daily_stats" ADD CONSTRAINT "post_daily_stats_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_price_changes" ADD CONSTRAINT "post_price_changes_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_daily_stats_day_idx" ON "post_daily_stats" USING btree ("day");--> statement-breakpoint
CREATE INDEX "post_price_changes_post_idx" ON "post_price_changes" USING btree ("post_id","changed_at");