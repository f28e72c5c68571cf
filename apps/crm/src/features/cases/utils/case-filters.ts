import { CASE_KINDS, DECISIONS } from "@visadesk/contracts/values/cases";
import { CASE_STATUSES } from "@visadesk/contracts/workflow";
import type { CaseFilters } from "#features/cases/api/get-cases.ts";
import { drillDownFromSearch } from "#lib/drill-down-filters.ts";
import { listFiltersFromSearch, oneOf } from "#lib/list-filters-from-search.ts";

/** The "deadline within" choices of the toolbar, in days. */
export const DEADLINE_WINDOWS = [7, 14, 30] as const;

/** A deadline window in days (the toolbar's, or a dashboard's own such as 13), 0 to 366 as the API takes. */
function deadlineWindow(value: string | null): number | undefined {
  const days = Number(value);
  return value !== null && /^\d{1,3}$/.test(value) && days <= 366 ? days : undefined;
}

/** The cases list's filters from the page's URL (status, kind, decision, deadline window and the common ones). */
export function caseFiltersFromSearch(search: URLSearchParams): Omit<CaseFilters, "cursor"> {
  const { sort, ...common } = listFiltersFromSearch(search, {
    status: oneOf(CASE_STATUSES, search.get("status")),
    kind: oneOf(CASE_KINDS, search.get("kind")),
    decision: oneOf(DECISIONS, search.get("decision")),
    deadlineWithinDays: deadlineWindow(search.get("deadlineWithinDays")),
    ...drillDownFromSearch(search, "case"),
  });
  // Cases sort by number where other lists sort by name.
  return {
    ...common,
    sort: search.get("sort") === "caseNumber" ? "caseNumber" : sort === "name" ? "createdAt" : sort,
  };
}
