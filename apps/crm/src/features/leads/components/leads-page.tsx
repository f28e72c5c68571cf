import { LEAD_STATUSES } from "@visadesk/contracts/workflow";
import { Button } from "@visadesk/ui/button";
import { Plus } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useSearchParams } from "react-router";
import { ExportCsvLink } from "#components/export-csv-link.tsx";
import { ListToolbar } from "#components/list-toolbar.tsx";
import { PageHeader } from "#components/page-header.tsx";
import { LANGUAGE_FILTER, statusFilter, VISA_TYPE_FILTER } from "#components/record-list-filters.ts";
import { useBoardView, ViewSwitch } from "#components/view-switch.tsx";
import { leadsUrl } from "#features/leads/api/get-leads.ts";
import { LeadBoard } from "#features/leads/components/lead-board.tsx";
import { LeadsTable } from "#features/leads/components/leads-table.tsx";
import { leadFiltersFromSearch } from "#features/leads/utils/lead-filters.ts";
import { useAssigneeFilter } from "#hooks/use-assignee-filter.ts";

const STATUS_FILTER = statusFilter(LEAD_STATUSES);

// One lead's page and the new-lead form load when asked for: the list's first load has neither
// (docs/behaviours/speed.md#crm-pages: the form's dialog, inputs and the detail's editors were a third of the leads
// page's scripts).
const LeadDetail = lazy(() =>
  import("#features/leads/components/lead-detail.tsx").then((module) => ({ default: module.LeadDetail })),
);
const CreateLeadDialog = lazy(() =>
  import("#features/leads/components/create-lead-dialog.tsx").then((module) => ({
    default: module.CreateLeadDialog,
  })),
);

/** Where a lead's page is while its code loads. */
function LeadDetailLoading() {
  return (
    <div role="status" aria-busy="true">
      <span className="sr-only">Loading the lead...</span>
    </div>
  );
}

/** /crm/leads and /leads: the list or board of leads, or one lead (`?id=`). */
export default function LeadsPage() {
  const [params] = useSearchParams();
  const [creating, setCreating] = useState(false);
  // The form stays mounted from its first opening on, so that it can animate closed.
  const [createOpened, setCreateOpened] = useState(false);
  const [board, setView] = useBoardView();
  const filters = [STATUS_FILTER, useAssigneeFilter(), VISA_TYPE_FILTER, LANGUAGE_FILTER];
  const id = params.get("id");
  if (id)
    return (
      <Suspense fallback={<LeadDetailLoading />}>
        <LeadDetail id={id} />
      </Suspense>
    );
  const create = () => {
    setCreateOpened(true);
    setCreating(true);
  };

  const { limit: _limit, ...exportFilters } = leadFiltersFromSearch(params);

  return (
    <>
      <PageHeader
        title="Leads"
        crumbs={[{ label: "Leads" }]}
        description="Every prospective client, from first enquiry to deal."
        actions={
          <>
            <ViewSwitch board={board} onChange={setView} />
            <ExportCsvLink href={leadsUrl(exportFilters, "/api/leads/export.csv")} />
            <Button size="sm" onClick={create}>
              <Plus aria-hidden="true" className="size-4" /> New lead
            </Button>
          </>
        }
      />
      <section aria-label="Leads" className="rounded-card border border-slate-200 bg-white">
        <ListToolbar
          record="lead"
          searchLabel="Search leads"
          filters={board ? filters.filter((f) => f.name !== "status") : filters}
        />
        {board ? <LeadBoard /> : <LeadsTable onCreate={create} />}
      </section>
      {createOpened && (
        <Suspense fallback={null}>
          <CreateLeadDialog open={creating} onOpenChange={setCreating} />
        </Suspense>
      )}
    </>
  );
}
