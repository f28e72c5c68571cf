import { type AppealClaim, DEFAULT_APPEAL_CLAIM } from "@visadesk/content/claims";
import type { PublicCountryLabel } from "@visadesk/content/country-labels";
import { MEASURED_CLAIM_DAYS, MIN_DECIDED_FOR_CLAIM } from "@visadesk/contracts/dashboards";
import { sql } from "drizzle-orm";
import { addDays } from "#dashboards/range.ts";
import { num, rowsOf } from "#dashboards/sql.ts";
import type { Database } from "#db/client.ts";

/** Decided cases (approved or refused; a withdrawn one is neither) and how many were approved. */
interface Tally {
  decided: number;
  approved: number;
}

/** The consultancy's own results over the MEASURED_CLAIM_DAYS to `today` (decision day, Asia/Kolkata). */
export interface MeasuredResults {
  from: string;
  to: string;
  /** Applications per destination (ISO alpha-2). */
  applications: Map<string, Tally>;
  /** Refusal appeals, every destination. */
  appeals: Tally;
}

const DAY_FORMAT = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});
const spoken = (day: string) => DAY_FORMAT.format(new Date(`${day}T00:00:00Z`));

/** One query over the decision-day index: every destination's applications and the appeals, approved or refused. */
export async function measuredResults(db: Database, today: string): Promise<MeasuredResults> {
  const from = addDays(today, -(MEASURED_CLAIM_DAYS - 1));
  const rows = await rowsOf<{ kind: string; country: string; decided: unknown; approved: unknown }>(
    db,
    sql`select kind, destination_country as country, count(*) as decided,
        count(*) filter (where decision = 'approved') as approved
      from cases where decision_on between ${from}::date and ${today}::date and decision in ('approved', 'refused')
      group by kind, destination_country`,
  );
  const applications = new Map<string, Tally>();
  const appeals: Tally = { decided: 0, approved: 0 };
  for (const row of rows) {
    const tally = { decided: num(row.decided), approved: num(row.approved) };
    if (row.kind === "appeal") {
      appeals.decided += tally.decided;
      appeals.approved += tally.approved;
    } else applications.set(row.country, tally);
  }
  return { from, to: today, applications, appeals };
}

/** "86%": a share as the site prints rates, or null when fewer than MIN_DECIDED_FOR_CLAIM cases were decided. */
function measuredRate(tally: Tally | undefined): string | null {
  if (!tally || tally.decided < MIN_DECIDED_FOR_CLAIM) return null;
  return `${Math.round((100 * tally.approved) / tally.decided)}%`;
}

/** "From 24 decided applications, 29 Nov 2024 – 28 Nov 2026". */
const basisOf = (decided: number, what: string, results: MeasuredResults) =>
  `From ${decided} decided ${what}, ${spoken(results.from)} – ${spoken(results.to)}`;

/** A destination's public label with its success rate measured, when enough of its applications were decided. */
export function withMeasuredRate(label: PublicCountryLabel, results: MeasuredResults): PublicCountryLabel {
  const tally = results.applications.get(label.code);
  const rate = measuredRate(tally);
  if (rate === null || !tally) return label;
  return { ...label, successRate: rate, successBasis: basisOf(tally.decided, "applications", results) };
}

/**
 * The refusal-appeal claim: measured when enough appeals were decided, else the site's claimed figure
 * (docs/behaviours/public-site.md#who-it-is-for).
 */
export function appealClaim(results: MeasuredResults): AppealClaim {
  const rate = measuredRate(results.appeals);
  if (rate === null) return DEFAULT_APPEAL_CLAIM;
  return { value: rate, basis: basisOf(results.appeals.decided, "appeals", results) };
}
