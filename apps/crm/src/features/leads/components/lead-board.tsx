import type { LeadStatus } from "@visadesk/contracts/workflow";
import { LEAD_STATUSES } from "@visadesk/contracts/workflow";
import { Skeleton } from "@visadesk/ui/skeleton";
import { Link, useSearchParams } from "react-router";
import { describeError } from "#components/error-state.tsx";
import { useLeads } from "#features/leads/api/get-leads.ts";
import { leadFiltersFromSearch } from "#features/leads/utils/lead-filters.ts";
import { formatCount } from "#lib/count.ts";
import { countryName, formatDay, humanise } from "#lib/format.ts";

/** Leads per column on the board; the table pages through the rest. */
export const BOARD_COLUMN_LIMIT = 25;

function BoardColumn({ status }: { status: LeadStatus }) {
  const [params] = useSearchParams();
  const { limit: _limit, status: _status, ...filters } = leadFiltersFromSearch(params);
  const leads = useLeads({ ...filters, status, limit: BOARD_COLUMN_LIMIT });
  const headingId = `board-${status}`;
  return (
    <section aria-labelledby={headingId} className="flex w-64 shrink-0 flex-col rounded-lg bg-slate-50 p-2">
      <h2 id={headingId} className="px-1 pb-2 text-sm font-semibold text-slate-800">
        {humanise(status)}
        {leads.data && leads.data.total !== null && (
          <span className="block font-normal text-slate-600">{formatCount(leads.data.total, "lead")}</span>
        )}
      </h2>
      {leads.isPending ? (
        <div role="status" className="flex flex-col gap-2">
          <span className="sr-only">Loading {humanise(status)} leads</span>
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
      ) : leads.isError ? (
        <p role="alert" className="px-1 text-sm text-red-800">
          {describeError(leads.error)}
        </p>
      ) : leads.data.items.length === 0 ? (
        <p className="px-1 text-sm text-slate-600">No leads here.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {leads.data.items.map((lead) => (
            <li key={lead.id}>
              <Link
                to={`?id=${lead.id}`}
                className="block rounded-md border border-slate-200 bg-white p-2 text-sm shadow-sm hover:border-brand-500"
              >
                <span className="block font-semibold text-slate-900">{lead.name}</span>
                <span className="block text-xs text-slate-600">
                  {[countryName(lead.destinationCountry), humanise(lead.visaType)]
                    .filter(Boolean)
                    .join(" · ")}
                </span>
                <span className="block text-xs text-slate-600">
                  {lead.assignee?.name ?? "Unassigned"}
                  {lead.nextFollowUpOn && ` · follow up ${formatDay(lead.nextFollowUpOn)}`}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The leads by status, one column per state of the lead machine (docs/behaviours/crm.md#records-and-their-states). */
export function LeadBoard() {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable)
    <div className="flex gap-3 overflow-x-auto p-3" tabIndex={0}>
      {LEAD_STATUSES.map((status) => (
        <BoardColumn key={status} status={status} />
      ))}
    </div>
  );
}
