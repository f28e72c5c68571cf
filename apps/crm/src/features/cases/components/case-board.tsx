import { appealDeadlineCounts } from "@visadesk/contracts/case-rules";
import type { CaseListItem } from "@visadesk/contracts/cases";
import { CASE_STATUSES, CASE_TRANSITIONS, type CaseStatus } from "@visadesk/contracts/workflow";
import { Link, useSearchParams } from "react-router";
import { BoardColumnCards } from "#components/board-column-cards.tsx";
import { MoveToMenu } from "#components/move-to-menu.tsx";
import { useCases } from "#features/cases/api/get-cases.ts";
import { DeadlineCountdown } from "#features/cases/components/deadline-countdown.tsx";
import { caseFiltersFromSearch } from "#features/cases/utils/case-filters.ts";
import { caseStatusLabel } from "#features/cases/utils/case-words.ts";
import { formatCount } from "#lib/count.ts";
import { countryName, humanise } from "#lib/format.ts";

/** Cases per column on the board; the table pages through the rest. */
export const BOARD_COLUMN_LIMIT = 25;

export interface CaseMove {
  item: CaseListItem;
  to: CaseStatus;
}

/** The steps a card's menu offers: the workflow's next states, but not `decided`, which the case's page records. */
function movesFrom(status: CaseStatus): CaseStatus[] {
  return (CASE_TRANSITIONS[status] as readonly CaseStatus[]).filter((to) => to !== "decided");
}

/** A card's "Move to" choices: the steps {@link movesFrom} its status. */
function MoveToSelect({ item, onMove }: { item: CaseListItem; onMove: (to: CaseStatus) => void }) {
  return (
    <MoveToMenu
      subject={item.caseNumber}
      placeholder="Pick a status"
      choices={movesFrom(item.status).map((next) => ({ value: next, label: caseStatusLabel(next) }))}
      onMove={onMove}
    />
  );
}

function CaseCard({ item, onMove }: { item: CaseListItem; onMove: (to: CaseStatus) => void }) {
  return (
    <li data-testid="case-card" className="rounded-md border border-slate-200 bg-white p-2 text-sm shadow-sm">
      <Link
        to={`?id=${item.id}`}
        className="block font-semibold text-brand-700 underline-offset-2 hover:underline"
      >
        {item.caseNumber}
      </Link>
      <span className="block text-slate-900">{item.clientName}</span>
      <span className="block text-xs text-slate-700">
        {item.kind === "appeal" ? "Appeal · " : ""}
        {countryName(item.destinationCountry)} · {humanise(item.visaType)}
      </span>
      <span className="block text-xs text-slate-600">{item.assignee?.name ?? "Unassigned"}</span>
      {item.dates.appealDeadlineOn &&
        item.status !== "closed" &&
        appealDeadlineCounts({ ...item, appealDeadlineOn: item.dates.appealDeadlineOn }) && (
          <span className="mt-1 block text-xs text-slate-700">
            Appeal by <DeadlineCountdown deadline={item.dates.appealDeadlineOn} />
          </span>
        )}
      {item.status === "decision_pending" && (
        <span className="mt-1 block text-xs text-slate-700">Open the case to record the decision.</span>
      )}
      <MoveToSelect item={item} onMove={onMove} />
    </li>
  );
}

function BoardColumn({ status, onMove }: { status: CaseStatus; onMove: (move: CaseMove) => void }) {
  const [params] = useSearchParams();
  const { limit: _limit, status: _status, ...filters } = caseFiltersFromSearch(params);
  const cases = useCases({ ...filters, status, limit: BOARD_COLUMN_LIMIT });
  const headingId = `case-board-${status}`;
  return (
    <section aria-labelledby={headingId} className="flex w-60 shrink-0 flex-col rounded-lg bg-slate-50 p-2">
      <h2 id={headingId} className="px-1 pb-2 text-sm font-semibold text-slate-800">
        {caseStatusLabel(status)}
        {cases.data && cases.data.total !== null && (
          <span className="block font-normal text-slate-600">{formatCount(cases.data.total, "case")}</span>
        )}
      </h2>
      <BoardColumnCards
        page={cases}
        loadingLabel={`Loading ${caseStatusLabel(status).toLowerCase()} cases`}
        emptyText="No cases here."
        moreNoun="more case"
        renderCard={(item) => <CaseCard key={item.id} item={item} onMove={(to) => onMove({ item, to })} />}
      />
    </section>
  );
}

/** The cases by status, intake to closed, with a count per column; each card's menu offers its allowed next steps. */
export function CaseBoard({ onMove }: { onMove: (move: CaseMove) => void }) {
  return (
    // `relative` makes the board the containing block of its cards' positioned screen-reader text ("Urgent:",
    // "Loading …"), which the scroll then clips; without it that text sat past the window and widened the page.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable)
    <section className="relative flex gap-3 overflow-x-auto p-3" tabIndex={0} aria-label="Cases by status">
      {CASE_STATUSES.map((status) => (
        <BoardColumn key={status} status={status} onMove={onMove} />
      ))}
    </section>
  );
}
