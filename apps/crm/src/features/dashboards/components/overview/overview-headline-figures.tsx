import {
  casesDecided,
  decisionYear,
  enquiriesReceived,
  mondayOf,
  shiftDay,
} from "@visadesk/contracts/dashboard-lists";
import type { OverviewDashboard } from "@visadesk/contracts/dashboards";
import { CountLink, Stat } from "#features/dashboards/components/dashboard-parts.tsx";
import { figureLink, formatCount, formatRate } from "#features/dashboards/utils/labels.ts";

/** The four figures the 360 dashboard opens with: demand today and this week, approvals and appeals won. */
export function OverviewHeadlineFigures({ data }: { data: OverviewDashboard }) {
  const monday = mondayOf(data.today);
  const year = decisionYear(data.today);
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Stat
        label="New enquiries today"
        value={formatCount(data.enquiries.today)}
        to={figureLink(enquiriesReceived(data.today, data.today))}
      />
      <Stat
        label="New enquiries this week"
        value={formatCount(data.enquiries.thisWeek)}
        detail={
          <>
            <CountLink
              to={figureLink(enquiriesReceived(shiftDay(monday, -7), shiftDay(monday, -1)))}
              value={data.enquiries.lastWeek}
              label="new enquiries"
            />{" "}
            last week
          </>
        }
        to={figureLink(enquiriesReceived(monday, data.today))}
      />
      <Stat
        label="Approval rate (last 12 months)"
        value={formatRate(data.approvals.rate)}
        detail={
          <>
            <CountLink
              to={figureLink(casesDecided(year.from, year.to, { decision: "approved" }))}
              value={data.approvals.approved}
              label="approved"
            />{" "}
            of{" "}
            <CountLink
              to={figureLink(casesDecided(year.from, year.to))}
              value={data.approvals.decided}
              label="decisions"
            />{" "}
            decisions
          </>
        }
        to={figureLink(casesDecided(year.from, year.to))}
      />
      <Stat
        label="Appeals won (last 12 months)"
        value={formatCount(data.appeals.won)}
        detail={
          data.appeals.decided === 0 ? (
            "no appeal decided yet"
          ) : (
            <>
              {formatRate(data.appeals.rate)} of{" "}
              <CountLink
                to={figureLink(casesDecided(year.from, year.to, { kind: "appeal" }))}
                value={data.appeals.decided}
                label="appeals decided"
              />{" "}
              appeals decided
            </>
          )
        }
        to={figureLink(casesDecided(year.from, year.to, { kind: "appeal", decision: "approved" }))}
      />
    </div>
  );
}
