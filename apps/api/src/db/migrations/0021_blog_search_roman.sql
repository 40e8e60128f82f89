-- The blog's search folds as the posts' search does (issue 29): each article keeps its words as
-- Banglish keys with their meanings, for the whole article and for its title. The keys are made in
-- TypeScript (modules/search), so existing rows start empty at build 0 and the articles service
-- rebuilds every row of an older build before the first search of a process (ARTICLE_SEARCH_VERSION).
ALTER TABLE "articles" ADD COLUMN "search_roman" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "search_title_roman" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "search_version" integer DEFAULT 0 NOT NULL;
