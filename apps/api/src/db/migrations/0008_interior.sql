CREATE TABLE "firm_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"firm_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"category" text NOT NULL,
	"caption" text DEFAULT '' NOT NULL,
	"card_path" text NOT NULL,
	"large_path" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "firms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" serial NOT NULL,
	"owner_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"name" text NOT NULL,
	"categories" text[] NOT NULL,
	"services" text[] NOT NULL,
	"budget_tier" text NOT NULL,
	"division" text NOT NULL,
	"district" text NOT NULL,
	"sub_district" text NOT NULL,
	"address_more" text,
	"phone" text NOT NULL,
	"about" text NOT NULL,
	"logo_path" text,
	"pending_name" text,
	"pending_phone" text,
	"rejection_reason" text,
	"rejection_note" text,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"rating_halves" integer DEFAULT 0 NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "firms_number_unique" UNIQUE("number"),
	CONSTRAINT "firms_status_check" CHECK ("firms"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "firms_rating_check" CHECK ("firms"."rating_count" >= 0 and "firms"."rating_halves" >= 0)
);
--> statement-breakpoint
CREATE TABLE "review_code_guesses" (
	"key" text NOT NULL,
	"hour" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "review_code_guesses_key_hour_pk" PRIMARY KEY("key","hour")
);
--> statement-breakpoint
CREATE TABLE "review_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"firm_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"client_name" text NOT NULL,
	"client_phone" text NOT NULL,
	"category" text NOT NULL,
	"issued_by" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"used_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_codes_code_hash_unique" UNIQUE("code_hash")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"firm_id" uuid NOT NULL,
	"author_id" uuid,
	"code_id" uuid NOT NULL,
	"rating_halves" integer NOT NULL,
	"text" text NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"rejection_note" text,
	"address_hash" text,
	"response" text,
	"responded_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_code_id_unique" UNIQUE("code_id"),
	CONSTRAINT "reviews_status_check" CHECK ("reviews"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating_halves" between 1 and 10),
	CONSTRAINT "reviews_images_check" CHECK (coalesce(array_length("reviews"."images", 1), 0) <= 2)
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_target_type_check";--> statement-breakpoint
ALTER TABLE "firm_photos" ADD CONSTRAINT "firm_photos_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firms" ADD CONSTRAINT "firms_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_codes" ADD CONSTRAINT "review_codes_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_codes" ADD CONSTRAINT "review_codes_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_codes" ADD CONSTRAINT "review_codes_used_by_users_id_fk" FOREIGN KEY ("used_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_code_id_review_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."review_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "firm_photos_firm_idx" ON "firm_photos" USING btree ("firm_id","position");--> statement-breakpoint
CREATE INDEX "firms_listing_idx" ON "firms" USING btree ("status","approved_at");--> statement-breakpoint
CREATE INDEX "firms_location_idx" ON "firms" USING btree ("division","district");--> statement-breakpoint
CREATE INDEX "firms_owner_idx" ON "firms" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "review_codes_firm_idx" ON "review_codes" USING btree ("firm_id","created_at");--> statement-breakpoint
CREATE INDEX "reviews_firm_idx" ON "reviews" USING btree ("firm_id","status","approved_at");--> statement-breakpoint
CREATE INDEX "reviews_author_idx" ON "reviews" USING btree ("author_id","created_at");--> statement-breakpoint
CREATE INDEX "reviews_queue_idx" ON "reviews" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_target_type_check" CHECK ("audit_log"."target_type" in ('post', 'user', 'firm', 'review'));