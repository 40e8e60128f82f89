CREATE TABLE "post_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"file_type" text NOT NULL,
	"size" integer NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"note" text,
	"checked_by" uuid,
	"checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_documents_kind_check" CHECK ("post_documents"."kind" in ('deed', 'khatian', 'namjari', 'khajna')),
	CONSTRAINT "post_documents_status_check" CHECK ("post_documents"."status" in ('waiting', 'checked', 'not-matching')),
	CONSTRAINT "post_documents_file_type_check" CHECK ("post_documents"."file_type" in ('image', 'pdf'))
);
--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "documents_checked" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "post_documents" ADD CONSTRAINT "post_documents_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_documents" ADD CONSTRAINT "post_documents_checked_by_users_id_fk" FOREIGN KEY ("checked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "post_documents_kind_idx" ON "post_documents" USING btree ("post_id","kind");