ALTER TABLE "daily_counts" DROP CONSTRAINT "daily_counts_kind_check";--> statement-breakpoint
ALTER TABLE "daily_counts" ADD CONSTRAINT "daily_counts_kind_check" CHECK ("daily_counts"."kind" in ('post', 'save', 'comment', 'profilePicture', 'document', 'reviewPhoto'));
