import { DEAL_STAGES } from "@visadesk/contracts/workflow";
import { toast } from "@visadesk/ui/toast-store";
import { lazy, Suspense, useState } from "react";
import { useSearchParams } from "react-router";
import { DetailSkeleton } from "#components/detail-skeleton.tsx";
import { describeError } from "#components/error-state.tsx";
import { ExportCsvLink } from "#components/export-csv-link.tsx";
import { ListToolbar } from "#components/list-toolbar.tsx";
import { PageHeader } from "#components/page-header.tsx";
import { DESTINATION_FILTER, statusFilter, VISA_TYPE_FILTER } from "#components/record-list-filters.ts";
import { useBoardView, ViewSwitch } from "#components/view-switch.tsx";
import { useChangeDealStage } from "#features/deals/api/change-deal-stage.ts";
import { dealsUrl } from "#features/deals/api/get-deals.ts";
import { DealBoard, type DealMove } from "#features/deals/components/deal-board.tsx";
import { DealCloseRange } from "#features/deals/components/deal-close-range.tsx";
import { DealsTable } from "#features/deals/components/deals-table.tsx";
import { dealFiltersFromSearch } from "#features/deals/utils/deal-filters.ts";
import { stageLabel } from "#features/deals/utils/deal-moves.ts";
import { useAssigneeFilter } from "#hooks/use-assignee-filter.ts";

// One deal's page and the win and lose forms load when asked for: the list's first load has none of them, nor what
// they bring (the forms' schemas and zod, the timeline's phone formatting; docs/behaviours/speed.md#crm-pages).
const DealDetail = lazy(() =>
  import("#features/deals/components/deal-detail.tsx").then((module) => ({ default: module.DealDetail })),
);
const WinDealDialog = lazy(() =>
  import("#features/deals/components/win-deal-dialog.tsx").then((module) => ({
    default: module.WinDealDialog,
  })),
);
const LoseDealDialog = lazy(() =>
  import("#features/deals/components/lose-deal-dialog.tsx").then((module) => ({
    default: module.LoseDealDialog,
  })),
);

const STAGE_FILTER = { ...statusFilter(DEAL_STAGES), name: "stage", label: "Stage" };
const SERVICE_FILTER = {
  name: "service",
  label: "Service",
  options: [
    { value: "visa", label: "Visa application" },
    { value: "refusal_appeal", label: "Refusal appeal" },
  ],
};

/** /crm/deals and /deals: the deals as a table or a board by stage, or one deal (`?id=`). */
export default function DealsPage() {
  const [params] = useSearchParams();
  const [winning, setWinning] = useState<DealMove["deal"] | null>(null);
  const [losing, setLosing] = useState<DealMove["deal"] | null>(null);
  // Each form stays mounted from its first opening on, so that it can animate closed.
  const [winOpened, setWinOpened] = useState(false);
  const [loseOpened, setLoseOpened] = useState(false);
  const change = useChangeDealStage();
  const filters = [STAGE_FILTER, useAssigneeFilter(), SERVICE_FILTER, DESTINATION_FILTER, VISA_TYPE_FILTER];
  const [board, setView] = useBoardView();
  const id = params.get("id");
  if (id)
    return (
      <Suspense fallback={<DetailSkeleton label="Loading the deal" />}>
        <DealDetail id={id} />
      </Suspense>
    );

  const { limit: _limit, ...exportFilters } = dealFiltersFromSearch(params);

  function move({ deal, to }: DealMove) {
    if (to === "won") {
      setWinOpened(true);
      setWinning(deal);
    } else if (to === "lost") {
      setLoseOpened(true);
      setLosing(deal);
    } else
      change.mutate(
        { id: deal.id, stage: to, seenVersion: deal.version },
        {
          onSuccess: () => toast({ title: `Deal moved to ${stageLabel(to).toLowerCase()}` }),
          onError: (error) =>
            toast({
              title: "The deal did not move",
              description: describeError(error),
              variant: "destructive",
            }),
        },
      );
  }

  return (
    <>
      <PageHeader
        title="Deals"
        crumbs={[{ label: "Deals" }]}
        description="Every quote to a lead, from quoted to won or lost."
        actions={
          <>
            <ViewSwitch board={board} onChange={setView} />
            <ExportCsvLink href={dealsUrl(exportFilters, "/api/deals/export.csv")} />
          </>
        }
      />
      <section aria-label="Deals" className="rounded-card border border-slate-200 bg-white">
        <ListToolbar
          record="deal"
          searchLabel="Search deals"
          placeholder="Client name"
          filters={board ? filters.filter((f) => f.name !== "stage") : filters}
        >
          <DealCloseRange />
        </ListToolbar>
        {board ? <DealBoard onMove={move} /> : <DealsTable />}
      </section>
      {winOpened && (
        <Suspense fallback={null}>
          <WinDealDialog deal={winning} onClose={() => setWinning(null)} />
        </Suspense>
      )}
      {loseOpened && (
        <Suspense fallback={null}>
          <LoseDealDialog deal={losing} onClose={() => setLosing(null)} />
        </Suspense>
      )}
    </>
  );
}
