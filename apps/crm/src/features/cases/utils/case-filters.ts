import { CASE_KINDS, DECISIONS } from "@visadesk/contracts/cases";
import { CASE_STATUSES } from "@visadesk/contracts/workflow";
import type { CaseFilters } from "#features/cases/api/get-cases.ts";
import { listFiltersFromSearch, oneOf } from "#lib/list-filters-from-search.ts";

/** The "deadline within" choices of the toolbar, in days. */
export const DEADLINE_WINDOWS = [7, 14, 30] as const;

/** The cases list's filters from the page's URL (status, kind, decision, deadline window and the common ones). */
export function caseFiltersFromSearch(search: URLSearchParams): Omit<CaseFilters, "cursor"> {
  const { sort, ...common } = listFiltersFromSearch(search, {
    status: oneOf(CASE_STATUSES, search.get("status")),
    kind: oneOf(CASE_KINDS, search.get("kind")),
    decision: oneOf(DECISIONS, search.get("decision")),
    deadlineWithinDays: DEADLINE_WINDOWS.find((days) => String(days) === search.get("deadlineWithinDays")),
  });
  // Cases sort by number where other lists sort by name.
  return {
    ...common,
    sort: search.get("sort") === "caseNumber" ? "caseNumber" : sort === "name" ? "createdAt" : sort,
  };
}
