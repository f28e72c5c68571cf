ALTER TABLE "customers" ADD COLUMN "phone_digits" text GENERATED ALWAYS AS (regexp_replace(phone, '[^0-9]', '', 'g')) STORED;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "phone_digits" text GENERATED ALWAYS AS (regexp_replace(phone, '[^0-9]', '', 'g')) STORED;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "phone_digits" text GENERATED ALWAYS AS (regexp_replace(phone, '[^0-9]', '', 'g')) STORED;--> statement-breakpoint
CREATE INDEX "customers_phone_digits_idx" ON "customers" USING btree ((phone_digits collate "C"));--> statement-breakpoint
CREATE INDEX "customers_phone_digits_reversed_idx" ON "customers" USING btree ((reverse(phone_digits) collate "C"));--> statement-breakpoint
CREATE INDEX "enquiries_phone_digits_idx" ON "enquiries" USING btree ((phone_digits collate "C"));--> statement-breakpoint
CREATE INDEX "enquiries_phone_digits_reversed_idx" ON "enquiries" USING btree ((reverse(phone_digits) collate "C"));--> statement-breakpoint
CREATE INDEX "leads_phone_digits_idx" ON "leads" USING btree ((phone_digits collate "C"));--> statement-breakpoint
CREATE INDEX "leads_phone_digits_reversed_idx" ON "leads" USING btree ((reverse(phone_digits) collate "C"));