CREATE TABLE "moderation_claims" (
	"post_id" uuid PRIMARY KEY NOT NULL,
	"staff_id" uuid NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "moderation_claims_expiry_check" CHECK ("moderation_claims"."expires_at" > "moderation_claims"."claimed_at")
);
--> statement-breakpoint
ALTER TABLE "moderation_claims" ADD CONSTRAINT "moderation_claims_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_claims" ADD CONSTRAINT "moderation_claims_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;