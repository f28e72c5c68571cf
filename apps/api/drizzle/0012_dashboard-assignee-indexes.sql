CREATE INDEX "cases_status_assignee_idx" ON "cases" USING btree ("status","assignee_id");--> statement-breakpoint
CREATE INDEX "deals_stage_assignee_idx" ON "deals" USING btree ("stage","assignee_id");--> statement-breakpoint
CREATE INDEX "enquiries_status_assignee_idx" ON "enquiries" USING btree ("status","assignee_id");--> statement-breakpoint
CREATE INDEX "enquiries_created_assignee_idx" ON "enquiries" USING btree ("created_at","assignee_id","status");--> statement-breakpoint
CREATE INDEX "leads_status_assignee_idx" ON "leads" USING btree ("status","assignee_id","next_follow_up_on");