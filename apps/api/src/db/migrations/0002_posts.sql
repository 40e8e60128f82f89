CREATE TABLE "post_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"card_path" text NOT NULL,
	"large_path" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" serial NOT NULL,
	"owner_id" uuid NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"primary_phone" text NOT NULL,
	"secondary_phone" text,
	"division" text NOT NULL,
	"district" text NOT NULL,
	"sub_district" text NOT NULL,
	"street" text,
	"house" text,
	"post_code" text,
	"price" bigint NOT NULL,
	"previous_price" bigint,
	"price_units" text NOT NULL,
	"size" integer,
	"land_size" double precision,
	"land_units" text,
	"land_category" text,
	"property_type" text NOT NULL,
	"construction_status" text,
	"condition" text,
	"rooms_total" integer,
	"bedrooms" integer,
	"bathrooms" integer,
	"balconies" integer,
	"drawing_rooms" integer,
	"garages" integer,
	"lift" text,
	"furnishing" text,
	"facing" text,
	"total_units" integer,
	"total_floors" integer,
	"available_floor" integer,
	"facilities" text[] DEFAULT '{}'::text[] NOT NULL,
	"paid" boolean DEFAULT false NOT NULL,
	"update_count" integer DEFAULT 0 NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"rejection_reason" text,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "posts_number_unique" UNIQUE("number"),
	CONSTRAINT "posts_type_check" CHECK ("posts"."type" in ('sell', 'rent')),
	CONSTRAINT "posts_status_check" CHECK ("posts"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "posts_update_count_check" CHECK ("posts"."update_count" between 0 and 2)
);
--> statement-breakpoint
CREATE TABLE "saved_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"item_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_posts_user_item_unique" UNIQUE("user_id","purpose","item_id"),
	CONSTRAINT "saved_posts_purpose_check" CHECK ("saved_posts"."purpose" in ('sell', 'rent', 'group', 'interior'))
);
--> statement-breakpoint
ALTER TABLE "post_images" ADD CONSTRAINT "post_images_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_posts" ADD CONSTRAINT "saved_posts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_images_post_idx" ON "post_images" USING btree ("post_id","position");--> statement-breakpoint
CREATE INDEX "posts_listing_idx" ON "posts" USING btree ("type","status","paid","created_at");--> statement-breakpoint
CREATE INDEX "posts_location_idx" ON "posts" USING btree ("division","district","sub_district");--> statement-breakpoint
CREATE INDEX "posts_owner_idx" ON "posts" USING btree ("owner_id");