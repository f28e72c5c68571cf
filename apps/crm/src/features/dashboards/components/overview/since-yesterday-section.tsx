import { createdSince, movedSince } from "@visadesk/contracts/dashboard-lists";
import type { OverviewDashboard } from "@visadesk/contracts/dashboards";
import { CountLink, Section } from "#features/dashboards/components/dashboard-parts.tsx";
import { FigureTable } from "#features/dashboards/components/figure-table.tsx";
import { figureLink, RECORD_LABELS, statusLabel } from "#features/dashboards/utils/labels.ts";

/** Records created and moved in the 24 hours before the figures were taken (`asOf`), each count opening its list. */
export function SinceYesterdaySection({
  sinceYesterday,
  asOf,
}: {
  sinceYesterday: OverviewDashboard["sinceYesterday"];
  asOf: string;
}) {
  const since = new Date(Date.parse(asOf) - 86_400_000).toISOString();
  return (
    <Section
      title="What changed since yesterday"
      description="Records created and moved in the last 24 hours."
    >
      <FigureTable
        caption="Created in the last 24 hours"
        rows={sinceYesterday.created}
        rowKey={(r) => r.record}
        columns={[
          { key: "record", label: "Record", value: (r) => RECORD_LABELS[r.record] },
          { key: "count", label: "New", value: (r) => r.count, numeric: true },
        ]}
        render={{
          count: (r) => (
            <CountLink
              to={figureLink(createdSince(r.record, since))}
              value={r.count}
              label={`new ${RECORD_LABELS[r.record].toLowerCase()} records`}
            />
          ),
        }}
      />
      <FigureTable
        caption="Moved in the last 24 hours"
        rows={sinceYesterday.changes}
        rowKey={(r) => `${r.record}-${r.status}`}
        empty="Nothing moved in the last 24 hours."
        columns={[
          { key: "record", label: "Record", value: (r) => RECORD_LABELS[r.record] },
          { key: "status", label: "Moved to", value: (r) => statusLabel(r.status) },
          { key: "count", label: "Records", value: (r) => r.count, numeric: true },
        ]}
        render={{
          count: (r) => (
            <CountLink
              to={figureLink(movedSince(r.record, r.status, since))}
              value={r.count}
              label={statusLabel(r.status)}
            />
          ),
        }}
      />
    </Section>
  );
}
