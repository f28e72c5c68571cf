ALTER TABLE "activities" ADD COLUMN "visible_to_client" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "checklist_items" ADD COLUMN "note_for_client" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_record_type_check" CHECK ("activities"."record_type" in ('enquiry', 'lead', 'deal', 'customer', 'case', 'delivery'));--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_kind_check" CHECK ("activities"."kind" in ('created', 'note', 'status_change', 'assignment', 'call', 'message', 'update'));--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_kind_check" CHECK ("cases"."kind" in ('application', 'appeal'));--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_status_check" CHECK ("cases"."status" in ('intake', 'documents_pending', 'documents_complete', 'submitted', 'biometrics_done', 'decision_pending', 'decided', 'closed'));--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_visa_type_check" CHECK ("cases"."visa_type" in ('visitor', 'student', 'business', 'transit', 'dependent', 'schengen', 'general'));--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_decision_check" CHECK ("cases"."decision" in ('none', 'approved', 'refused', 'withdrawn'));--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_refusal_reason_check" CHECK ("cases"."refusal_reason_code" is null or "cases"."refusal_reason_code" in ('insufficient_funds', 'weak_home_ties', 'purpose_not_credible', 'document_doubts', 'immigration_history', 'incomplete_application', 'other'));--> statement-breakpoint
ALTER TABLE "checklist_items" ADD CONSTRAINT "checklist_items_status_check" CHECK ("checklist_items"."status" in ('requested', 'received', 'verified', 'rejected'));--> statement-breakpoint
ALTER TABLE "custody_entries" ADD CONSTRAINT "custody_entries_status_check" CHECK ("custody_entries"."status" in ('awaiting_return', 'ready', 'dispatched', 'delivered', 'returned'));--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_status_check" CHECK ("customers"."status" in ('active', 'archived'));--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_stage_check" CHECK ("deals"."stage" in ('quoted', 'negotiating', 'won', 'lost'));--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_service_check" CHECK ("deals"."service" in ('visa', 'refusal_appeal'));--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_visa_type_check" CHECK ("deals"."visa_type" is null or "deals"."visa_type" in ('visitor', 'student', 'business', 'transit', 'dependent', 'schengen', 'general'));--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_fees_check" CHECK ("deals"."fee_inr" >= 0 and "deals"."government_fee_inr" >= 0);--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_status_check" CHECK ("deliveries"."status" in ('awaiting_return', 'ready', 'dispatched', 'delivered', 'returned'));--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_method_check" CHECK ("deliveries"."method" in ('courier', 'office_pickup', 'e_visa'));--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_status_check" CHECK ("enquiries"."status" in ('new', 'in_progress', 'responded', 'closed', 'spam'));--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_channel_check" CHECK ("enquiries"."channel" in ('web_form', 'quick_support', 'phone', 'walk_in', 'whatsapp'));--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_visa_type_check" CHECK ("enquiries"."visa_type" is null or "enquiries"."visa_type" in ('visitor', 'student', 'business', 'transit', 'dependent', 'schengen', 'general'));--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_status_check" CHECK ("leads"."status" in ('new', 'contacted', 'qualified', 'converted', 'lost'));--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_visa_type_check" CHECK ("leads"."visa_type" is null or "leads"."visa_type" in ('visitor', 'student', 'business', 'transit', 'dependent', 'schengen', 'general'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in ('ceo', 'admin', 'staff', 'investor', 'customer'));--> statement-breakpoint
-- The customer's portal used to show every "created" and "status change" entry of their case and delivery, with any
-- staff comment appended after ". ". Keep those events visible, but not an entry that carried a staff comment.
UPDATE "activities" SET "visible_to_client" = true WHERE "record_type" IN ('case', 'delivery') AND "kind" IN ('created', 'status_change') AND position('. ' in "text") = 0;
