ALTER TABLE "posts" ADD COLUMN "lat" double precision;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "lng" double precision;