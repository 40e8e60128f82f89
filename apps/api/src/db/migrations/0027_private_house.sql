-- The house and road number is private by default (issue 41, ADR 050): a post shows it to visitors
-- only when its owner chose to. Every existing post gets false: their owners never chose. The
-- snapshots of what support approved gain the same choice, so they keep the shape an approval
-- writes now (hand-added, after the column).
ALTER TABLE "posts" ADD COLUMN "show_house" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "posts" SET "approved_snapshot" = "approved_snapshot" || '{"showHouse": false}'::jsonb WHERE "approved_snapshot" IS NOT NULL;
