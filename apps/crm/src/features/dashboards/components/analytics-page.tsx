import type { AttributionDimension } from "@visadesk/contracts/dashboards";
import { ATTRIBUTION_DIMENSIONS } from "@visadesk/contracts/values/dashboards";
import { PageHeader } from "#components/page-header.tsx";
import { useAnalyticsDashboard } from "#features/dashboards/api/get-analytics-dashboard.ts";
import { AnalyticsHeadlineFigures } from "#features/dashboards/components/analytics/analytics-headline-figures.tsx";
import { BY_FIRST_TOUCH } from "#features/dashboards/components/analytics/attribution-links.ts";
import { BreakdownSection } from "#features/dashboards/components/analytics/breakdown-section.tsx";
import { OverTimeSection } from "#features/dashboards/components/analytics/over-time-section.tsx";
import { RefusalReasonsSection } from "#features/dashboards/components/analytics/refusal-reasons-section.tsx";
import { SearchKeywordsSection } from "#features/dashboards/components/analytics/search-keywords-section.tsx";
import { DashboardQuery } from "#features/dashboards/components/dashboard-parts.tsx";
import { RangeControl } from "#features/dashboards/components/range-control.tsx";
import { useDashboardRange } from "#features/dashboards/hooks/use-dashboard-range.ts";
import { countryName, formatDay, humanise } from "#lib/format.ts";

const DIMENSION_LABELS: Record<AttributionDimension, string> = {
  source: "Ad source",
  campaign: "Campaign",
  keyword: "Search keyword",
  city: "City",
  personalisation: "Landing shown",
};

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
              {ATTRIBUTION_DIMENSIONS.filter((d) => d !== "keyword").map((dimension) => (
                <BreakdownSection
                  key={dimension}
                  title={`By ${DIMENSION_LABELS[dimension].toLowerCase()}`}
                  description={BY_FIRST_TOUCH}
                  keyLabel={DIMENSION_LABELS[dimension]}
                  dimension={dimension}
                  rows={data.attribution[dimension]}
                  from={from}
                  to={to}
                  keyText={(key) =>
                    key
                      ? dimension === "personalisation"
                        ? humanise(key)
                        : key
                      : "None (direct or not recorded)"
                  }
                />
              ))}
              {/* One under the other: nine columns of figures need the page's whole width. */}
              <div className="flex flex-col gap-4">
                <BreakdownSection
                  title="By destination"
                  keyLabel="Destination"
                  dimension="destination"
                  rows={data.destinations}
                  from={from}
                  to={to}
                  keyText={(k) => countryName(k) || "Not given"}
                />
                <BreakdownSection
                  title="By visa type"
                  keyLabel="Visa type"
                  dimension="visaType"
                  rows={data.visaTypes}
                  from={from}
                  to={to}
                  keyText={(k) => humanise(k) || "Not given"}
                />
              </div>
              <RefusalReasonsSection reasons={data.refusalReasons} from={from} to={to} />
            </div>
          );
        }}
      </DashboardQuery>
    </>
  );
}
