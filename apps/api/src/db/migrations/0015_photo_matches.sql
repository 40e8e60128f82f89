CREATE TABLE "photo_matches" (
	"image_id" uuid NOT NULL,
	"matched_image_id" uuid NOT NULL,
	"distance" integer NOT NULL,
	CONSTRAINT "photo_matches_image_id_matched_image_id_pk" PRIMARY KEY("image_id","matched_image_id")
);
--> statement-breakpoint
ALTER TABLE "post_images" ADD COLUMN "photo_hash" text;--> statement-breakpoint
ALTER TABLE "photo_matches" ADD CONSTRAINT "photo_matches_image_id_post_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."post_images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_matches" ADD CONSTRAINT "photo_matches_matched_image_id_post_images_id_fk" FOREIGN KEY ("matched_image_id") REFERENCES "public"."post_images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photo_matches_matched_idx" ON "photo_matches" USING btree ("matched_image_id");