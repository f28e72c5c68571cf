import { PageHeader } from "#components/page-header.tsx";
import { useAnalyticsDashboard } from "#features/dashboards/api/get-analytics-dashboard.ts";
import { AnalyticsHeadlineFigures } from "#features/dashboards/components/analytics/analytics-headline-figures.tsx";
import { AttributionBreakdowns } from "#features/dashboards/components/analytics/attribution-breakdowns.tsx";
import { OverTimeSection } from "#features/dashboards/components/analytics/over-time-section.tsx";
import { RefusalReasonsSection } from "#features/dashboards/components/analytics/refusal-reasons-section.tsx";
import { SearchKeywordsSection } from "#features/dashboards/components/analytics/search-keywords-section.tsx";
import { DashboardQuery } from "#features/dashboards/components/dashboard-parts.tsx";
import { RangeControl } from "#features/dashboards/components/range-control.tsx";
import { useDashboardRange } from "#features/dashboards/hooks/use-dashboard-range.ts";
import { formatDay } from "#lib/format.ts";

/** `/analytics`: from the ad keyword to revenue and approved visas, over the chosen range. */
export default function AnalyticsPage() {
  const { range } = useDashboardRange();
  const query = useAnalyticsDashboard(range);
  return (
    <>
      <PageHeader
        title="Analytics"
        description="Which sources, campaigns and keywords bring enquiries that become paying clients and approved visas."
      />
      <DashboardQuery query={query} what="the analytics">
        {(data) => {
          const { from, to, by } = data.range;
          return (
            <div className="flex flex-col gap-4">
              <RangeControl {...data.range} />
              <p className="text-sm text-slate-600">
                From {formatDay(from)} to {formatDay(to)}, by the day each thing happened: enquiries received,
                leads opened, deals won on the day they were won, visas approved on the decision day (approved
                appeals included). These totals are the sum of the rows per {by} below.
              </p>
              <AnalyticsHeadlineFigures totals={data.totals} from={from} to={to} />
              <OverTimeSection series={data.series} range={data.range} />
              <SearchKeywordsSection rows={data.attribution.keyword} from={from} to={to} />
              <AttributionBreakdowns data={data} />
              <RefusalReasonsSection reasons={data.refusalReasons} from={from} to={to} />
            </div>
          );
        }}
      </DashboardQuery>
    </>
  );
}
