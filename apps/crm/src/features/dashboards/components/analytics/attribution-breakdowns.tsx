import type { AnalyticsDashboard, AttributionDimension } from "@visadesk/contracts/dashboards";
import { ATTRIBUTION_DIMENSIONS } from "@visadesk/contracts/values/dashboards";
import { BY_FIRST_TOUCH } from "#features/dashboards/components/analytics/attribution-links.ts";
import { BreakdownSection } from "#features/dashboards/components/analytics/breakdown-section.tsx";
import { countryName, humanise } from "#lib/format.ts";

const DIMENSION_LABELS: Record<AttributionDimension, string> = {
  source: "Ad source",
  campaign: "Campaign",
  keyword: "Search keyword",
  city: "City",
  personalisation: "Landing shown",
};

/** The range's figures by source, campaign, city and landing shown, then by destination and by visa type. */
export function AttributionBreakdowns({ data }: { data: AnalyticsDashboard }) {
  const { from, to } = data.range;
  return (
    <>
      {/* Search keywords have their own section, with a chart. */}
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
            key ? (dimension === "personalisation" ? humanise(key) : key) : "None (direct or not recorded)"
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
    </>
  );
}
