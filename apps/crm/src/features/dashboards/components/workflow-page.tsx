import { PageHeader } from "#components/page-header.tsx";
import { useWorkflowDashboard } from "#features/dashboards/api/get-workflow-dashboard.ts";
import { DashboardQuery } from "#features/dashboards/components/dashboard-parts.tsx";
import { RangeControl } from "#features/dashboards/components/range-control.tsx";
import { AppealDeadlinesSection } from "#features/dashboards/components/workflow/appeal-deadlines-section.tsx";
import { OverdueFollowUpsSection } from "#features/dashboards/components/workflow/overdue-follow-ups-section.tsx";
import { PassportCustodySection } from "#features/dashboards/components/workflow/passport-custody-section.tsx";
import { PipelineFunnelSection } from "#features/dashboards/components/workflow/pipeline-funnel-section.tsx";
import { StagesSection } from "#features/dashboards/components/workflow/stages-section.tsx";
import { StuckRecordsSection } from "#features/dashboards/components/workflow/stuck-records-section.tsx";
import { WorkflowHeadlineFigures } from "#features/dashboards/components/workflow/workflow-headline-figures.tsx";
import { useDashboardRange } from "#features/dashboards/hooks/use-dashboard-range.ts";

/** `/crm/workflow`: the pipeline for admin and CEO. Every number opens the list behind it. */
export default function WorkflowPage() {
  const { range } = useDashboardRange();
  const query = useWorkflowDashboard(range);
  return (
    <>
      <PageHeader
        title="Workflow"
        description="The pipeline from enquiry to visa delivery, where it is stuck, and what is due."
      />
      <DashboardQuery query={query} what="the workflow">
        {(data) => (
          <div className="flex flex-col gap-4">
            {/* The funnel counts the whole range: no weeks or months to choose. */}
            <RangeControl {...data.range} periods={false} />
            <WorkflowHeadlineFigures data={data} />
            <PipelineFunnelSection data={data} />
            <StagesSection stages={data.stages} />
            <StuckRecordsSection stuck={data.stuck} />
            <div className="grid gap-4 xl:grid-cols-2">
              <AppealDeadlinesSection deadlines={data.appealDeadlines} />
              <OverdueFollowUpsSection overdue={data.overdueFollowUps} />
            </div>
            <PassportCustodySection custody={data.custody} />
          </div>
        )}
      </DashboardQuery>
    </>
  );
}
