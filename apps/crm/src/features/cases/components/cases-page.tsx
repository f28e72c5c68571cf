import { shiftDay } from "@visadesk/contracts/dashboard-lists";
import { CASE_KINDS, DECISIONS } from "@visadesk/contracts/values/cases";
import { CASE_STATUSES } from "@visadesk/contracts/workflow";
import { toast } from "@visadesk/ui/toast-store";
import { lazy, Suspense } from "react";
import { Link, useSearchParams } from "react-router";
import { DetailSkeleton } from "#components/detail-skeleton.tsx";
import { describeError } from "#components/error-state.tsx";
import { ExportCsvLink } from "#components/export-csv-link.tsx";
import { type FilterSpec, ListToolbar } from "#components/list-toolbar.tsx";
import { PageHeader } from "#components/page-header.tsx";
import { DESTINATION_FILTER, VISA_TYPE_FILTER } from "#components/record-list-filters.ts";
import { useBoardView, ViewSwitch } from "#components/view-switch.tsx";
import { useChangeCaseStatus } from "#features/cases/api/change-case-status.ts";
import { casesUrl } from "#features/cases/api/get-cases.ts";
import { CaseBoard, type CaseMove } from "#features/cases/components/case-board.tsx";
import { CasesTable } from "#features/cases/components/cases-table.tsx";
import { caseFiltersFromSearch, DEADLINE_WINDOWS } from "#features/cases/utils/case-filters.ts";
import { caseStatusLabel } from "#features/cases/utils/case-words.ts";
import { useAssigneeFilter } from "#hooks/use-assignee-filter.ts";
import { formatDay, humanise, todayInKolkata } from "#lib/format.ts";

// One case's page and the checklist templates load when asked for: the list's first load has neither, nor what they
// bring (their forms' schemas and zod, the timeline's phone formatting; docs/behaviours/speed.md#crm-pages).
const CaseDetail = lazy(() =>
  import("#features/cases/components/case-detail.tsx").then((module) => ({ default: module.CaseDetail })),
);
const ChecklistTemplatesPage = lazy(() =>
  import("#features/cases/components/checklist-templates-page.tsx").then((module) => ({
    default: module.ChecklistTemplatesPage,
  })),
);

const STATUS_FILTER: FilterSpec = {
  name: "status",
  label: "Status",
  options: CASE_STATUSES.map((s) => ({ value: s, label: caseStatusLabel(s) })),
};
const KIND_FILTER: FilterSpec = {
  name: "kind",
  label: "Kind",
  options: CASE_KINDS.map((k) => ({ value: k, label: humanise(k) })),
};
const DECISION_FILTER: FilterSpec = {
  name: "decision",
  label: "Decision",
  options: DECISIONS.map((d) => ({ value: d, label: d === "none" ? "None yet" : humanise(d) })),
};
const DEADLINE_FILTER: FilterSpec = {
  name: "deadlineWithinDays",
  label: "Appeal deadline",
  options: DEADLINE_WINDOWS.map((days) => ({ value: String(days), label: `Within ${days} days` })),
  // A dashboard's own window (the workflow's next 14 days: today and 13 days ahead), by its last day.
  labelOf: (days) => `By ${formatDay(shiftDay(todayInKolkata(), Number(days)))}`,
};

/** /crm/filing-cases and /visa-cases: the cases as a table or a board by status, one case (`?id=`), or the templates. */
export default function CasesPage() {
  const [params] = useSearchParams();
  const change = useChangeCaseStatus();
  const filters = [
    STATUS_FILTER,
    KIND_FILTER,
    useAssigneeFilter(),
    DESTINATION_FILTER,
    VISA_TYPE_FILTER,
    DECISION_FILTER,
    DEADLINE_FILTER,
  ];
  const [board, setView] = useBoardView();
  const id = params.get("id");
  if (id)
    return (
      <Suspense fallback={<DetailSkeleton label="Loading the case" />}>
        <CaseDetail id={id} />
      </Suspense>
    );
  if (params.get("section") === "templates")
    return (
      <Suspense fallback={<DetailSkeleton label="Loading the checklist templates" />}>
        <ChecklistTemplatesPage />
      </Suspense>
    );

  const { limit: _limit, ...exportFilters } = caseFiltersFromSearch(params);

  function move({ item, to }: CaseMove) {
    change.mutate(
      { id: item.id, status: to, seenVersion: item.version },
      {
        onSuccess: () => toast({ title: `${item.caseNumber} moved to ${caseStatusLabel(to).toLowerCase()}` }),
        onError: (error) =>
          toast({
            title: "The case did not move",
            description: describeError(error),
            variant: "destructive",
          }),
      },
    );
  }

  return (
    <>
      <PageHeader
        title="Filing cases"
        crumbs={[{ label: "Filing cases" }]}
        description="Every visa application and appeal, from intake to the decision."
        actions={
          <>
            <ViewSwitch board={board} onChange={setView} />
            <Link
              to="?section=templates"
              className="inline-flex h-8 items-center rounded-lg px-3 text-sm font-semibold text-brand-700 ring-1 ring-brand-600/30 hover:bg-brand-50"
            >
              Checklist templates
            </Link>
            <ExportCsvLink href={casesUrl(exportFilters, "/api/cases/export.csv")} />
          </>
        }
      />
      <section aria-label="Filing cases" className="rounded-card border border-slate-200 bg-white">
        <ListToolbar
          record="case"
          searchLabel="Search cases"
          placeholder="Case number or client"
          filters={board ? filters.filter((f) => f.name !== "status") : filters}
        />
        {board ? <CaseBoard onMove={move} /> : <CasesTable />}
      </section>
    </>
  );
}
