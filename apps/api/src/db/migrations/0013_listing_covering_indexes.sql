DROP INDEX "posts_listed_newest_idx";--> statement-breakpoint
DROP INDEX "posts_listed_price_idx";--> statement-breakpoint
DROP INDEX "posts_listed_size_desc_idx";--> statement-breakpoint
DROP INDEX "posts_listed_size_asc_idx";--> statement-breakpoint
CREATE INDEX "users_unlisted_idx" ON "users" USING btree ("id") WHERE "users"."status" <> 'normal';--> statement-breakpoint
CREATE INDEX "posts_listed_newest_idx" ON "posts" USING btree ("type","listed_at" DESC NULLS FIRST,"number" DESC NULLS FIRST,"owner_id","paid","id") WHERE "posts"."status" = 'approved' and "posts"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "posts_listed_price_idx" ON "posts" USING btree ("type","price","number","owner_id","paid","id") WHERE "posts"."status" = 'approved' and "posts"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "posts_listed_size_desc_idx" ON "posts" USING btree ("type",(coalesce("size"::double precision, "land_katha" * 720)) desc nulls last,"number" DESC NULLS FIRST,"owner_id","paid","id") WHERE "posts"."status" = 'approved' and "posts"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "posts_listed_size_asc_idx" ON "posts" USING btree ("type",(coalesce("size"::double precision, "land_katha" * 720)) asc nulls last,"number" DESC NULLS FIRST,"owner_id","paid","id") WHERE "posts"."status" = 'approved' and "posts"."closed_at" is null;