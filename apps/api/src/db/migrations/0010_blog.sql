CREATE TABLE "article_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"article_id" uuid NOT NULL,
	"author_id" uuid,
	"thread_id" uuid,
	"reply_to_id" uuid,
	"reply_to_user_id" uuid,
	"body" text NOT NULL,
	"state" text DEFAULT 'visible' NOT NULL,
	"hidden_reason" text,
	"edited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "article_comments_state_check" CHECK ("article_comments"."state" in ('visible', 'deleted', 'hidden'))
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" serial NOT NULL,
	"language" text NOT NULL,
	"twin_id" uuid,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body_markdown" text NOT NULL,
	"body_html" text NOT NULL,
	"cover_card" text,
	"cover_large" text,
	"cover_alt" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"author_name" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"spotlight" boolean DEFAULT false NOT NULL,
	"reading_minutes" integer NOT NULL,
	"search_text" text NOT NULL,
	"published_at" timestamp with time zone,
	"created_by_id" uuid,
	"updated_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "articles_number_unique" UNIQUE("number"),
	CONSTRAINT "articles_status_check" CHECK ("articles"."status" in ('draft', 'published', 'unpublished')),
	CONSTRAINT "articles_language_check" CHECK ("articles"."language" in ('bn', 'en')),
	CONSTRAINT "articles_category_check" CHECK ("articles"."category" in ('buying', 'selling', 'renting', 'land-documents', 'group-building', 'interior', 'news')),
	CONSTRAINT "articles_published_at_check" CHECK ("articles"."status" = 'draft' or "articles"."published_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "comment_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"comment_id" uuid NOT NULL,
	"reporter_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comment_reports_once_per_member" UNIQUE("comment_id","reporter_id"),
	CONSTRAINT "comment_reports_reason_check" CHECK ("comment_reports"."reason" in ('spam', 'abusive', 'false-information', 'personal-information', 'other'))
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_target_type_check";--> statement-breakpoint
ALTER TABLE "daily_counts" DROP CONSTRAINT "daily_counts_kind_check";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notify_replies" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "article_comments" ADD CONSTRAINT "article_comments_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_comments" ADD CONSTRAINT "article_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_comments" ADD CONSTRAINT "article_comments_thread_id_article_comments_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."article_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_comments" ADD CONSTRAINT "article_comments_reply_to_id_article_comments_id_fk" FOREIGN KEY ("reply_to_id") REFERENCES "public"."article_comments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_comments" ADD CONSTRAINT "article_comments_reply_to_user_id_users_id_fk" FOREIGN KEY ("reply_to_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_twin_id_articles_id_fk" FOREIGN KEY ("twin_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_reports" ADD CONSTRAINT "comment_reports_comment_id_article_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."article_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_reports" ADD CONSTRAINT "comment_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_comments_threads_idx" ON "article_comments" USING btree ("article_id","thread_id","created_at");--> statement-breakpoint
CREATE INDEX "article_comments_thread_replies_idx" ON "article_comments" USING btree ("thread_id","created_at");--> statement-breakpoint
CREATE INDEX "article_comments_author_idx" ON "article_comments" USING btree ("author_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "articles_one_spotlight_idx" ON "articles" USING btree ("language") WHERE "articles"."spotlight";--> statement-breakpoint
CREATE INDEX "articles_listing_idx" ON "articles" USING btree ("status","published_at");--> statement-breakpoint
CREATE INDEX "comment_reports_open_idx" ON "comment_reports" USING btree ("resolved_at","created_at");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_target_type_check" CHECK ("audit_log"."target_type" in ('post', 'user', 'firm', 'review', 'group-offer', 'lead', 'article', 'comment'));--> statement-breakpoint
ALTER TABLE "daily_counts" ADD CONSTRAINT "daily_counts_kind_check" CHECK ("daily_counts"."kind" in ('post', 'save', 'comment'));