import type { WorkflowDashboard } from "@visadesk/contracts/dashboards";
import { Link } from "react-router";
import { Section } from "#features/dashboards/components/dashboard-parts.tsx";
import { assignedToFigureColumn } from "#features/dashboards/components/figure-columns.tsx";
import { FigureTable } from "#features/dashboards/components/figure-table.tsx";
import { RECORD_LABELS, recordLink, statusLabel } from "#features/dashboards/utils/labels.ts";
import { formatDateTime } from "#lib/format.ts";

type Stuck = WorkflowDashboard["stuck"][number];

/** The records that have waited longest without a change, each opening its record. */
export function StuckRecordsSection({ stuck }: { stuck: Stuck[] }) {
  return (
    <Section title="Stuck records" description="The 50 that have waited longest, with who has them.">
      <FigureTable<Stuck>
        caption="Stuck records"
        rows={stuck}
        rowKey={(r) => `${r.record}-${r.id}`}
        empty="Nothing is stuck."
        columns={[
          { key: "record", label: "Record", value: (r) => RECORD_LABELS[r.record] },
          { key: "title", label: "Name", value: (r) => r.title },
          { key: "status", label: "Stage", value: (r) => statusLabel(r.status) },
          { key: "days", label: "Days unchanged", value: (r) => r.days, numeric: true },
          { key: "since", label: "Last change", value: (r) => formatDateTime(r.since) },
          assignedToFigureColumn(),
        ]}
        render={{
          title: (r) => (
            <Link className="text-brand-700 underline" to={recordLink(r.record, r.id)}>
              {r.title}
            </Link>
          ),
        }}
      />
    </Section>
  );
}
