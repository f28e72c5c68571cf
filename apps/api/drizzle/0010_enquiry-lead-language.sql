ALTER TABLE "enquiries" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_language_check" CHECK ("enquiries"."language" in ('en', 'hi'));--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_language_check" CHECK ("leads"."language" in ('en', 'hi'));