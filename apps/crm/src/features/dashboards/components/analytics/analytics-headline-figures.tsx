import { casesDecided, dealsWon, enquiriesReceived } from "@visadesk/contracts/dashboard-lists";
import type { AnalyticsDashboard } from "@visadesk/contracts/dashboards";
import { CountLink, Stat } from "#features/dashboards/components/dashboard-parts.tsx";
import { figureLink, formatCount, formatRate } from "#features/dashboards/utils/labels.ts";
import { formatRupees } from "#lib/format.ts";

/** The range's totals, counted by the day each thing happened: enquiries, leads, won revenue, revenue per enquiry. */
export function AnalyticsHeadlineFigures({
  totals,
  from,
  to,
}: {
  totals: AnalyticsDashboard["totals"];
  from: string;
  to: string;
}) {
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Stat
        label="Enquiries"
        value={formatCount(totals.enquiries)}
        to={figureLink(enquiriesReceived(from, to))}
      />
      <Stat
        label="Became leads"
        value={formatRate(totals.leadRate)}
        detail={
          <CountLink
            to={figureLink({ record: "lead", query: { from, to } })}
            value={totals.leads}
            text={`${formatCount(totals.leads)} leads opened`}
          />
        }
      />
      <Stat
        label="Won revenue"
        value={formatRupees(totals.revenueInr)}
        to={figureLink(dealsWon(from, to, true))}
        detail={
          <CountLink
            to={figureLink(dealsWon(from, to, true))}
            value={totals.won}
            text={`${formatCount(totals.won)} deals won`}
          />
        }
      />
      <Stat
        label="Revenue per enquiry"
        value={totals.revenuePerEnquiryInr === null ? "–" : formatRupees(totals.revenuePerEnquiryInr)}
        detail={
          <CountLink
            to={figureLink(casesDecided(from, to, { decision: "approved" }))}
            value={totals.approved}
            text={`${formatCount(totals.approved)} visas approved`}
          />
        }
      />
    </div>
  );
}
