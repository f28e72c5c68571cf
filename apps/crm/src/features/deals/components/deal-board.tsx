import {
  DndContext,
  type DragEndEvent,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import type { DealListItem } from "@visadesk/contracts/deals";
import { DEAL_STAGES, type DealStage } from "@visadesk/contracts/workflow";
import { cx } from "@visadesk/ui/cx";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { BoardColumnCards } from "#components/board-column-cards.tsx";
import { MoveToMenu } from "#components/move-to-menu.tsx";
import { useDeals } from "#features/deals/api/get-deals.ts";
import { dealFiltersFromSearch } from "#features/deals/utils/deal-filters.ts";
import { canMoveDeal, refusedMoveReason, stageLabel } from "#features/deals/utils/deal-moves.ts";
import { formatCount } from "#lib/count.ts";
import { countryName, formatRupees, humanise } from "#lib/format.ts";

/** Deals per column on the board; the table pages through the rest. */
export const BOARD_COLUMN_LIMIT = 25;

export interface DealMove {
  deal: DealListItem;
  to: DealStage;
}

/** A card's "Move to" choices: every other stage, the ones the deal machine refuses marked (a move there is explained). */
function MoveToSelect({ deal, onMove }: { deal: DealListItem; onMove: (to: DealStage) => void }) {
  if (DEAL_STAGES.every((to) => !canMoveDeal(deal.stage, to))) return null;
  return (
    <MoveToMenu
      subject={`${deal.clientName}'s deal`}
      placeholder="Pick a stage"
      choices={DEAL_STAGES.filter((stage) => stage !== deal.stage).map((stage) => ({
        value: stage,
        label: `${stageLabel(stage)}${canMoveDeal(deal.stage, stage) ? "" : " (not allowed)"}`,
      }))}
      onMove={onMove}
    />
  );
}

function DealCard({ deal, onMove }: { deal: DealListItem; onMove: (to: DealStage) => void }) {
  const closed = deal.stage === "won" || deal.stage === "lost";
  const { listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: deal.id,
    // Closed deals can be picked up too, so that dropping one elsewhere explains why it stays.
    data: { deal },
  });
  const style = transform ? { transform: `translate(${transform.x}px, ${transform.y}px)` } : undefined;
  return (
    <li
      ref={setNodeRef}
      style={style}
      data-testid="deal-card"
      className={cx(
        "cursor-grab touch-none rounded-md border border-slate-200 bg-white p-2 text-sm",
        isDragging ? "relative z-10 opacity-80 shadow-lg" : "shadow-sm",
      )}
      // Dragged with a pointer only: dnd-kit's keyboard attributes would make the card a button around a link and a
      // menu (nested controls); the keyboard has the link and the "Move to" menu instead.
      {...listeners}
    >
      <Link
        to={`?id=${deal.id}`}
        // The browser's own link dragging would take over from the card's.
        draggable={false}
        className="block font-semibold text-brand-700 underline-offset-2 hover:underline"
      >
        {deal.clientName}
      </Link>
      <span className="block text-xs text-slate-700">
        {formatRupees(deal.feeInr)}
        {deal.service === "refusal_appeal"
          ? " · Refusal appeal"
          : ` · ${[countryName(deal.destinationCountry), humanise(deal.visaType)].filter(Boolean).join(" ")}`}
      </span>
      <span className="block text-xs text-slate-600">{deal.assignee?.name ?? "Unassigned"}</span>
      {!closed && <MoveToSelect deal={deal} onMove={onMove} />}
    </li>
  );
}

function BoardColumn({ stage, onMove }: { stage: DealStage; onMove: (move: DealMove) => void }) {
  const [params] = useSearchParams();
  const { limit: _limit, stage: _stage, ...filters } = dealFiltersFromSearch(params);
  const deals = useDeals({ ...filters, stage, limit: BOARD_COLUMN_LIMIT });
  const { setNodeRef, isOver, active } = useDroppable({ id: stage });
  const dragged = active?.data.current?.deal as DealListItem | undefined;
  const refused = dragged && dragged.stage !== stage && !canMoveDeal(dragged.stage, stage);
  const headingId = `deal-board-${stage}`;
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      className={cx(
        "flex w-64 shrink-0 flex-col rounded-lg bg-slate-50 p-2 ring-2",
        isOver ? (refused ? "ring-red-400" : "ring-brand-500") : "ring-transparent",
      )}
    >
      <h2 id={headingId} className="px-1 pb-2 text-sm font-semibold text-slate-800">
        {stageLabel(stage)}
        {deals.data && deals.data.total !== null && (
          <span className="block font-normal text-slate-600">
            {formatCount(deals.data.total, "deal")} · {formatRupees(deals.data.totalFeeInr ?? 0)}
          </span>
        )}
      </h2>
      <BoardColumnCards
        page={deals}
        loadingLabel={`Loading ${stageLabel(stage)} deals`}
        emptyText="No deals here."
        moreNoun="more deal"
        renderCard={(deal) => <DealCard key={deal.id} deal={deal} onMove={(to) => onMove({ deal, to })} />}
      />
    </section>
  );
}

export interface DealBoardProps {
  /** Asked for every allowed move: the page confirms a win, asks a lost deal's reason, or moves it. */
  onMove: (move: DealMove) => void;
}

/** The deals by stage: a count and ₹ total per column; cards dragged (or moved by menu) to the stages allowed. */
export function DealBoard({ onMove }: DealBoardProps) {
  const [refusal, setRefusal] = useState("");
  const sensors = useSensors(
    // A few pixels of movement first, so that a click on the card's link still opens the deal.
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
  );

  function move({ deal, to }: DealMove) {
    if (deal.stage === to) return;
    const reason = refusedMoveReason(deal.stage, to);
    if (reason) {
      setRefusal(`${deal.clientName}'s deal was not moved to ${stageLabel(to).toLowerCase()}. ${reason}`);
      return;
    }
    setRefusal("");
    onMove({ deal, to });
  }

  function dragEnd(event: DragEndEvent) {
    const deal = event.active.data.current?.deal as DealListItem | undefined;
    const to = event.over?.id as DealStage | undefined;
    if (deal && to) move({ deal, to });
  }

  return (
    <div className="flex flex-col gap-2 p-3">
      <p
        role="status"
        aria-live="polite"
        className={cx("text-sm", refusal ? "rounded bg-red-50 p-2 text-red-800" : "sr-only")}
      >
        {refusal}
      </p>
      <DndContext
        sensors={sensors}
        onDragEnd={dragEnd}
        accessibility={{
          screenReaderInstructions: {
            draggable:
              "To move a deal with the keyboard, pick a stage in its Move to menu, then press Move. With a pointer, drag the card to another stage.",
          },
        }}
      >
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable) */}
        <div className="relative flex gap-3 overflow-x-auto pb-2" tabIndex={0}>
          {DEAL_STAGES.map((stage) => (
            <BoardColumn key={stage} stage={stage} onMove={move} />
          ))}
        </div>
      </DndContext>
    </div>
  );
}
