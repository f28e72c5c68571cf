import type { FirstTouchFigure } from "@visadesk/contracts/dashboard-lists";
import type { KeyedFigures } from "@visadesk/contracts/dashboards";
import { CountLink } from "#features/dashboards/components/dashboard-parts.tsx";
import { FigureTable } from "#features/dashboards/components/figure-table.tsx";
import type { FigureColumn } from "#features/dashboards/utils/csv.ts";
import { formatRate } from "#features/dashboards/utils/labels.ts";
import { formatRupees } from "#lib/format.ts";

/** The funnel's figures per key (keyword, campaign, destination...): counts, rates, revenue and revenue per enquiry. */
export function KeyedFiguresTable({
  caption,
  keyLabel,
  rows,
  keyText = (key) => key || "None",
  enquiriesOf,
  firstTouchOf,
}: {
  caption: string;
  keyLabel: string;
  rows: readonly KeyedFigures[];
  keyText?: (key: string) => string;
  /** The list of a key's enquiries (none when the list cannot single them out). */
  enquiriesOf?: (key: string) => string | undefined;
  /** The list behind a key's leads, wins, revenue or approved visas (counted under each lead's first enquiry). */
  firstTouchOf?: (figure: FirstTouchFigure, key: string) => string | undefined;
}) {
  const columns: FigureColumn<KeyedFigures>[] = [
    { key: "key", label: keyLabel, value: (r) => keyText(r.key) },
    { key: "enquiries", label: "Enquiries", value: (r) => r.enquiries, numeric: true },
    { key: "leads", label: "Leads", value: (r) => r.leads, numeric: true },
    { key: "leadRate", label: "Enquiry → lead", value: (r) => formatRate(r.leadRate), numeric: true },
    { key: "won", label: "Won deals", value: (r) => r.won, numeric: true },
    { key: "winRate", label: "Lead → won", value: (r) => formatRate(r.winRate), numeric: true },
    { key: "revenue", label: "Revenue (₹)", value: (r) => r.revenueInr, numeric: true },
    {
      key: "perEnquiry",
      label: "Revenue per enquiry (₹)",
      value: (r) => r.revenuePerEnquiryInr,
      numeric: true,
    },
    { key: "approved", label: "Visas approved", value: (r) => r.approved, numeric: true },
  ];
  return (
    <FigureTable
      caption={caption}
      rows={rows}
      rowKey={(r) => r.key}
      columns={columns}
      render={{
        enquiries: (r) => (
          <CountLink to={enquiriesOf?.(r.key)} value={r.enquiries} label={`enquiries, ${keyText(r.key)}`} />
        ),
        leads: (r) => (
          <CountLink to={firstTouchOf?.("leads", r.key)} value={r.leads} label={`leads, ${keyText(r.key)}`} />
        ),
        won: (r) => (
          <CountLink to={firstTouchOf?.("won", r.key)} value={r.won} label={`deals won, ${keyText(r.key)}`} />
        ),
        revenue: (r) => (
          <CountLink
            to={firstTouchOf?.("revenue", r.key)}
            value={r.revenueInr}
            text={formatRupees(r.revenueInr)}
            label={`won deals, ${keyText(r.key)}`}
          />
        ),
        approved: (r) => (
          <CountLink
            to={firstTouchOf?.("approved", r.key)}
            value={r.approved}
            label={`visas approved, ${keyText(r.key)}`}
          />
        ),
        perEnquiry: (r) => (r.revenuePerEnquiryInr === null ? "–" : formatRupees(r.revenuePerEnquiryInr)),
      }}
    />
  );
}
