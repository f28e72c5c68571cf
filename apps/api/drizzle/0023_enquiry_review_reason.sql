ALTER TABLE "enquiries" ADD COLUMN "review_reason" text;--> statement-breakpoint
CREATE INDEX "enquiries_review_created_idx" ON "enquiries" USING btree ("created_at","id") WHERE review_reason is not null;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_review_reason_check" CHECK ("enquiries"."review_reason" is null or "enquiries"."review_reason" in ('busy_connection'));