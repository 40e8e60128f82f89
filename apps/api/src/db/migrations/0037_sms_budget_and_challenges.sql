CREATE TABLE "sms_sends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"phone" text NOT NULL,
	"owner_id" uuid,
	"code_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_sends_kind_check" CHECK ("sms_sends"."kind" in ('code', 'notice'))
);
--> statement-breakpoint
ALTER TABLE "email_codes" ADD COLUMN "challenge_hash" text;--> statement-breakpoint
ALTER TABLE "email_codes" ADD COLUMN "requested_by" uuid;--> statement-breakpoint
ALTER TABLE "sms_sends" ADD CONSTRAINT "sms_sends_code_id_email_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."email_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sms_sends_created_idx" ON "sms_sends" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sms_sends_owner_idx" ON "sms_sends" USING btree ("owner_id","created_at") WHERE "sms_sends"."owner_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "email_codes_challenge_idx" ON "email_codes" USING btree ("challenge_hash") WHERE "email_codes"."challenge_hash" is not null;--> statement-breakpoint
CREATE INDEX "email_codes_sms_lane_idx" ON "email_codes" USING btree ("email","sent_from","created_at") WHERE "email_codes"."channel" = 'sms';