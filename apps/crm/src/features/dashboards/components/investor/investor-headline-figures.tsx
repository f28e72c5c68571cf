import type { InvestorDashboard } from "@visadesk/contracts/dashboards";
import { Stat } from "#features/dashboards/components/dashboard-parts.tsx";
import { growthText } from "#features/dashboards/components/investor/growth-text.ts";
import { formatCount, formatRate } from "#features/dashboards/utils/labels.ts";
import { formatRupees } from "#lib/format.ts";

/** The year's revenue and growth, cases filed, approval rate and appeals won, as aggregates only. */
export function InvestorHeadlineFigures({ data }: { data: InvestorDashboard }) {
  const last12 = data.months.slice(-12);
  const yearRevenue = last12.reduce((s, m) => s + m.revenueInr, 0);
  const priorRevenue = data.months.slice(0, -12).reduce((s, m) => s + m.revenueInr, 0);
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Stat
        label="Revenue, last 12 months"
        value={formatRupees(yearRevenue)}
        detail={
          priorRevenue > 0
            ? `${growthText(yearRevenue / priorRevenue - 1)} on the 12 months before`
            : undefined
        }
      />
      <Stat
        label="Cases filed, last 12 months"
        value={formatCount(last12.reduce((s, m) => s + m.casesFiled, 0))}
      />
      <Stat
        label="Approval rate (all decisions)"
        value={formatRate(data.approvals.rate)}
        detail={`${formatCount(data.approvals.approved)} of ${formatCount(data.approvals.decided)}`}
      />
      <Stat
        label="Refusal appeals won"
        value={formatRate(data.appeals.rate)}
        detail={`measured from ${formatCount(data.appeals.decided)} appeals; the site claims ${formatRate(data.appeals.claimedRate)}`}
      />
    </div>
  );
}
