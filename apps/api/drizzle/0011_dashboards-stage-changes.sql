CREATE TABLE "stage_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"record_type" text NOT NULL,
	"record_id" uuid NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor_id" uuid,
	CONSTRAINT "stage_changes_record_type_check" CHECK ("stage_changes"."record_type" in ('enquiry', 'lead', 'deal', 'customer', 'case', 'delivery'))
);
--> statement-breakpoint
ALTER TABLE "stage_changes" ADD CONSTRAINT "stage_changes_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stage_changes_to_at_idx" ON "stage_changes" USING btree ("record_type","to_status","at");--> statement-breakpoint
CREATE INDEX "stage_changes_record_idx" ON "stage_changes" USING btree ("record_type","record_id","at");--> statement-breakpoint
CREATE INDEX "stage_changes_at_idx" ON "stage_changes" USING btree ("at");--> statement-breakpoint
CREATE INDEX "cases_status_updated_idx" ON "cases" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "cases_decision_on_idx" ON "cases" USING btree ("decision_on");--> statement-breakpoint
CREATE INDEX "cases_submitted_on_idx" ON "cases" USING btree ("submitted_on");--> statement-breakpoint
CREATE INDEX "cases_appeal_deadline_idx" ON "cases" USING btree ("appeal_deadline_on");--> statement-breakpoint
CREATE INDEX "cases_deal_idx" ON "cases" USING btree ("deal_id");--> statement-breakpoint
CREATE INDEX "deals_stage_updated_idx" ON "deals" USING btree ("stage","updated_at");--> statement-breakpoint
CREATE INDEX "deliveries_status_updated_idx" ON "deliveries" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "enquiries_status_updated_idx" ON "enquiries" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "leads_status_updated_idx" ON "leads" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "leads_follow_up_idx" ON "leads" USING btree ("next_follow_up_on","assignee_id");--> statement-breakpoint
-- The history so far, from the timeline's status-change entries (their data holds from and to), oldest first.
INSERT INTO "stage_changes" ("record_type", "record_id", "from_status", "to_status", "at", "actor_id")
SELECT a."record_type", a."record_id", a."details"->>'from', a."details"->>'to', a."at", u."id"
FROM "activities" a LEFT JOIN "users" u ON u."username" = a."actor"
WHERE a."kind" = 'status_change' AND a."details" ? 'from' AND a."details" ? 'to'
ORDER BY a."id";
