CREATE TABLE "daily_counts" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"day" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "daily_counts_user_id_kind_day_pk" PRIMARY KEY("user_id","kind","day"),
	CONSTRAINT "daily_counts_kind_check" CHECK ("daily_counts"."kind" in ('post', 'save'))
);
--> statement-breakpoint
ALTER TABLE "daily_counts" ADD CONSTRAINT "daily_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;