DROP INDEX "posts_listed_newest_idx";--> statement-breakpoint
DROP INDEX "posts_listed_count_idx";--> statement-breakpoint
DROP INDEX "posts_listed_paid_first_idx";--> statement-breakpoint
DROP INDEX "posts_listed_place_idx";--> statement-breakpoint
DROP INDEX "posts_listed_neighbourhood_idx";--> statement-breakpoint
DROP INDEX "posts_listed_bedrooms_idx";--> statement-breakpoint
DROP INDEX "posts_listed_price_idx";--> statement-breakpoint
DROP INDEX "posts_listed_size_desc_idx";--> statement-breakpoint
DROP INDEX "posts_listed_size_asc_idx";--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "owner_hidden_until" timestamp with time zone;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "account_hidden_until"("account_status" text, "suspended_until" timestamptz)
  RETURNS timestamptz LANGUAGE sql IMMUTABLE AS $$
  -- Until when an account's posts stay off the public lists (account-status.ts says the same):
  -- never while normal, to its end while suspended, for good while disabled or suspended without an end.
  SELECT CASE WHEN "account_status" = 'normal' THEN NULL
    WHEN "account_status" = 'suspended' THEN coalesce("suspended_until", 'infinity'::timestamptz)
    ELSE 'infinity'::timestamptz END
$$;--> statement-breakpoint
UPDATE "posts" SET "owner_hidden_until" = "account_hidden_until"("users"."status", "users"."suspended_until")
  FROM "users" WHERE "users"."id" = "posts"."owner_id" AND "users"."status" <> 'normal';--> statement-breakpoint
CREATE OR REPLACE FUNCTION "posts_owner_standing_on_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "hidden_until" timestamptz;
BEGIN
  -- FOR SHARE: a change of the owner's standing at this moment waits for this post's transaction,
  -- and "users_standing_to_posts" then sees the post; one already made is read here.
  SELECT "account_hidden_until"("status", "suspended_until") INTO "hidden_until"
    FROM "users" WHERE "id" = NEW."owner_id" FOR SHARE;
  -- No owner only while a backup is restored, its rows in any order: the archive's value stands.
  IF FOUND THEN
    NEW."owner_hidden_until" := "hidden_until";
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "posts_owner_standing_on_insert" BEFORE INSERT OR UPDATE OF "owner_id" ON "posts"
  FOR EACH ROW EXECUTE FUNCTION "posts_owner_standing_on_insert"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "users_standing_to_posts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "posts" SET "owner_hidden_until" = "account_hidden_until"(NEW."status", NEW."suspended_until")
    WHERE "owner_id" = NEW."id"
      AND "owner_hidden_until" IS DISTINCT FROM "account_hidden_until"(NEW."status", NEW."suspended_until");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_standing_to_posts" AFTER UPDATE OF "status", "suspended_until" ON "users"
  FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."suspended_until" IS DISTINCT FROM NEW."suspended_until")
  EXECUTE FUNCTION "users_standing_to_posts"();--> statement-breakpoint
CREATE INDEX "posts_listed_newest_idx" ON "posts" USING btree ("type","availability_unconfirmed","listed_at" DESC NULLS FIRST,"number" DESC NULLS FIRST,"owner_hidden_until","paid","id","property_type","price","size","land_katha") WHERE "posts"."status" = 'approved' and "posts"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "posts_listed_count_idx" ON "posts" USING btree ("type","property_type","owner_hidden_until","paid") WHERE "posts"."status" = 'approved' and "posts"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "posts_listed_paid_first_idx" ON "posts" USING btree ("type","paid" DESC NULLS FIRST,"listed_at" DESC NULLS FIRST,"number" DESC NULLS FIRST,"owner_hidden_until","id","property_type","price","size","land_katha") WHERE "posts"."status" = 'approved' and "posts"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "posts_listed_place_idx" ON "posts" USING btree ("type","division","district","sub_district","owner_hidden_until","paid") WHERE "posts"."status" = 'approved' and "posts"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "posts_listed_neighbourhood_idx" ON "posts" USING btree ("type","neighbourhood","owner_hidden_until","paid") WHERE "posts"."status" = 'approved' and "posts"."closed_at" is null and "posts"."neighbourhood" is not null;--> statement-breakpoint
CREATE INDEX "posts_listed_bedrooms_idx" ON "posts" USING btree ("type","bedrooms","owner_hidden_until","paid") WHERE "posts"."status" = 'approved' and "posts"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "posts_listed_price_idx" ON "posts" USING btree ("type","price","number","owner_hidden_until","paid","id","size","land_katha") WHERE "posts"."status" = 'approved' and "posts"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "posts_listed_size_desc_idx" ON "posts" USING btree ("type",(coalesce("size"::double precision, "land_katha" * 720)) desc nulls last,"number" DESC NULLS FIRST,"owner_hidden_until","paid","id") WHERE "posts"."status" = 'approved' and "posts"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "posts_listed_size_asc_idx" ON "posts" USING btree ("type",(coalesce("size"::double precision, "land_katha" * 720)) asc nulls last,"number" DESC NULLS FIRST,"owner_hidden_until","paid","id") WHERE "posts"."status" = 'approved' and "posts"."closed_at" is null;