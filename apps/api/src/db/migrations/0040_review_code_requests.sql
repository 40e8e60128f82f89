CREATE TABLE "review_code_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"firm_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"client_name" text NOT NULL,
	"client_phone" text NOT NULL,
	"category" text NOT NULL,
	"note" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"asked_at" timestamp with time zone NOT NULL,
	"asks" integer DEFAULT 1 NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"code_id" uuid,
	"sms_sent_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	CONSTRAINT "review_code_requests_status_check" CHECK ("review_code_requests"."status" in ('open', 'issued', 'declined'))
);
--> statement-breakpoint
ALTER TABLE "review_code_requests" ADD CONSTRAINT "review_code_requests_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_code_requests" ADD CONSTRAINT "review_code_requests_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_code_requests" ADD CONSTRAINT "review_code_requests_code_id_review_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."review_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_code_requests_firm_client_key" ON "review_code_requests" USING btree ("firm_id","client_id");--> statement-breakpoint
CREATE INDEX "review_code_requests_open_idx" ON "review_code_requests" USING btree ("asked_at") WHERE "review_code_requests"."status" = 'open';