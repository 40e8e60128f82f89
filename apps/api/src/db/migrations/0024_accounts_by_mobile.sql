-- Accounts by mobile number (issue 40, ADR 046): an account may have no email, a proven phone is one
-- account's only, and codes may go by SMS (the recipient in "email", the channel beside it), with
-- the caps' counts (the asking address, when verified) and the delivery receipt; the numbers
-- each member proved (member_phones), one of which a post's primary contact number must be.
CREATE TABLE "member_phones" (
	"user_id" uuid NOT NULL,
	"phone" text NOT NULL,
	"verified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_phones_user_id_phone_pk" PRIMARY KEY("user_id","phone")
);
--> statement-breakpoint
ALTER TABLE "email_codes" DROP CONSTRAINT "email_codes_purpose_check";--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "email_codes" ADD COLUMN "channel" text DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "email_codes" ADD COLUMN "sent_from" text;--> statement-breakpoint
ALTER TABLE "email_codes" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_codes" ADD COLUMN "message_id" text;--> statement-breakpoint
ALTER TABLE "email_codes" ADD COLUMN "delivery_status" text;--> statement-breakpoint
ALTER TABLE "email_codes" ADD COLUMN "delivery_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "member_phones" ADD CONSTRAINT "member_phones_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_codes_sms_idx" ON "email_codes" USING btree ("created_at") WHERE "email_codes"."channel" = 'sms';--> statement-breakpoint
CREATE INDEX "email_codes_sms_from_idx" ON "email_codes" USING btree ("sent_from","created_at") WHERE "email_codes"."channel" = 'sms';--> statement-breakpoint
CREATE INDEX "email_codes_message_idx" ON "email_codes" USING btree ("message_id") WHERE "email_codes"."message_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_verified_phone_key" ON "users" USING btree ("phone") WHERE "users"."phone_verified_at" is not null;--> statement-breakpoint
ALTER TABLE "email_codes" ADD CONSTRAINT "email_codes_channel_check" CHECK ("email_codes"."channel" in ('email', 'sms'));--> statement-breakpoint
ALTER TABLE "email_codes" ADD CONSTRAINT "email_codes_purpose_check" CHECK ("email_codes"."purpose" in ('register', 'reset', 'login', 'verify'));