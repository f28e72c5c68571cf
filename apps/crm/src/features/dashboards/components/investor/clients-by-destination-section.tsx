import type { InvestorDashboard } from "@visadesk/contracts/dashboards";
import { BarFigure, CHART_COLORS } from "#features/dashboards/components/charts.tsx";
import { Section } from "#features/dashboards/components/dashboard-parts.tsx";
import { FigureTable } from "#features/dashboards/components/figure-table.tsx";
import { countryName } from "#lib/format.ts";

/** How many clients go to each country: the twelve largest on a chart, all in the table. */
export function ClientsByDestinationSection({
  destinations,
}: {
  destinations: InvestorDashboard["clientsByDestination"];
}) {
  return (
    <Section title="Clients by destination">
      <BarFigure
        label="Clients by destination"
        data={destinations.slice(0, 12).map((d) => ({ ...d, name: countryName(d.country) }))}
        x="name"
        layout="vertical"
        height={Math.max(160, Math.min(12, destinations.length) * 32)}
        series={[{ key: "clients", label: "Clients", color: CHART_COLORS[5] }]}
      />
      <FigureTable
        caption="Clients by destination"
        rows={destinations}
        rowKey={(r) => r.country}
        columns={[
          { key: "country", label: "Destination", value: (r) => countryName(r.country) },
          { key: "clients", label: "Clients", value: (r) => r.clients, numeric: true },
        ]}
      />
    </Section>
  );
}
