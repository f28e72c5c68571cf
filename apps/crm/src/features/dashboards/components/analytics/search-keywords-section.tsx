import type { AnalyticsDashboard } from "@visadesk/contracts/dashboards";
import {
  attributionLinks,
  BY_FIRST_TOUCH,
} from "#features/dashboards/components/analytics/attribution-links.ts";
import { BarFigure, CHART_COLORS } from "#features/dashboards/components/charts.tsx";
import { Section } from "#features/dashboards/components/dashboard-parts.tsx";
import { KeyedFiguresTable } from "#features/dashboards/components/keyed-figures-table.tsx";

/** Revenue per search keyword: the ten best on a chart, every keyword in the table. */
export function SearchKeywordsSection({
  rows,
  from,
  to,
}: {
  rows: AnalyticsDashboard["attribution"]["keyword"];
  from: string;
  to: string;
}) {
  const keywords = rows.slice(0, 10);
  return (
    <Section
      title="Search keywords"
      description={`Revenue per enquiry shows the keywords worth paying for, and the ones that waste money. ${BY_FIRST_TOUCH}`}
    >
      <BarFigure
        label="Won revenue by search keyword (top 10)"
        data={keywords.map((k) => ({ ...k, name: k.key || "None" }))}
        x="name"
        layout="vertical"
        height={Math.max(160, keywords.length * 36)}
        rupees
        series={[{ key: "revenueInr", label: "Won revenue", color: CHART_COLORS[0] }]}
      />
      <KeyedFiguresTable
        caption="By search keyword"
        keyLabel="Keyword"
        rows={rows}
        {...attributionLinks("keyword", from, to)}
      />
    </Section>
  );
}
