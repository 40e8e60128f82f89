CREATE TABLE "post_edits" (
	"post_id" uuid PRIMARY KEY NOT NULL,
	"columns" jsonb NOT NULL,
	"images" jsonb NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "post_edits" ADD CONSTRAINT "post_edits_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;