-- The house and road number is private by default (issue 41, ADR 050): a post shows it to visitors
-- only when its owner chose to. Every existing post gets false: their owners never chose.
ALTER TABLE "posts" ADD COLUMN "show_house" boolean DEFAULT false NOT NULL;
