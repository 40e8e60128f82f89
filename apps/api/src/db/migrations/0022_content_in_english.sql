-- Content written by staff and firms in both languages (issue 31, ADR 039): a group offer's title and
-- description, a firm's about text and its photo captions each get an optional English twin; the
-- existing columns hold the Bengali (or whatever the writer used). Readers see their own language
-- and otherwise the other with a small "written in" mark.
ALTER TABLE "firm_photos" ADD COLUMN "caption_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "firms" ADD COLUMN "about_en" text;--> statement-breakpoint
ALTER TABLE "group_offers" ADD COLUMN "title_en" text;--> statement-breakpoint
ALTER TABLE "group_offers" ADD COLUMN "description_en" text;