import { can } from "@visadesk/auth/permissions";
import { VISA_TYPES } from "@visadesk/contracts/crm";
import { LEAD_STATUSES } from "@visadesk/contracts/workflow";
import { Button } from "@visadesk/ui/button";
import { Download, KanbanSquare, Plus, Table2 } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router-dom";
import { ListToolbar } from "#components/list-toolbar.tsx";
import { PageHeader } from "#components/page-header.tsx";
import { leadsUrl } from "#features/leads/api/get-leads.ts";
import { CreateLeadDialog } from "#features/leads/components/create-lead-dialog.tsx";
import { LeadBoard } from "#features/leads/components/lead-board.tsx";
import { LeadDetail } from "#features/leads/components/lead-detail.tsx";
import { LeadsTable } from "#features/leads/components/leads-table.tsx";
import { leadFiltersFromSearch } from "#features/leads/utils/lead-filters.ts";
import { humanise } from "#lib/format.ts";
import { useCurrentUser } from "#lib/session.ts";

const FILTERS = [
  { name: "status", label: "Status", options: LEAD_STATUSES.map((s) => ({ value: s, label: humanise(s) })) },
  {
    name: "assignee",
    label: "Assigned to",
    options: [
      { value: "me", label: "Me" },
      { value: "unassigned", label: "Unassigned" },
    ],
  },
  {
    name: "visaType",
    label: "Visa type",
    options: VISA_TYPES.map((v) => ({ value: v, label: humanise(v) })),
  },
];

/** /crm/leads and /leads: the list or board of leads, or one lead (`?id=`). */
export default function LeadsPage() {
  const [params, setParams] = useSearchParams();
  const user = useCurrentUser();
  const [creating, setCreating] = useState(false);
  const id = params.get("id");
  if (id) return <LeadDetail id={id} />;

  const board = params.get("view") === "board";
  const { limit: _limit, ...exportFilters } = leadFiltersFromSearch(params);
  const setView = (view: "table" | "board") =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (view === "board") next.set("view", "board");
      else next.delete("view");
      return next;
    });

  return (
    <>
      <PageHeader
        title="Leads"
        crumbs={[{ label: "Leads" }]}
        description="Every prospective client, from first enquiry to deal."
        actions={
          <>
            <fieldset className="flex rounded-lg ring-1 ring-slate-300">
              <legend className="sr-only">View</legend>
              <Button
                variant={board ? "ghost" : "secondary"}
                size="sm"
                aria-pressed={!board}
                onClick={() => setView("table")}
              >
                <Table2 aria-hidden="true" className="size-4" /> Table
              </Button>
              <Button
                variant={board ? "secondary" : "ghost"}
                size="sm"
                aria-pressed={board}
                onClick={() => setView("board")}
              >
                <KanbanSquare aria-hidden="true" className="size-4" /> Board
              </Button>
            </fieldset>
            {can(user, "records.export") && (
              <a
                href={leadsUrl(exportFilters, "/api/leads/export.csv")}
                download
                className="inline-flex h-8 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-brand-700 ring-1 ring-brand-600/30 hover:bg-brand-50"
              >
                <Download aria-hidden="true" className="size-4" /> Export CSV
              </a>
            )}
            <Button size="sm" onClick={() => setCreating(true)}>
              <Plus aria-hidden="true" className="size-4" /> New lead
            </Button>
          </>
        }
      />
      <section aria-label="Leads" className="rounded-card border border-slate-200 bg-white">
        <ListToolbar
          searchLabel="Search leads"
          filters={board ? FILTERS.filter((f) => f.name !== "status") : FILTERS}
        />
        {board ? <LeadBoard /> : <LeadsTable onCreate={() => setCreating(true)} />}
      </section>
      <CreateLeadDialog open={creating} onOpenChange={setCreating} />
    </>
  );
}
