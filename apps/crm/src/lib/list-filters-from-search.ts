import type { VisaType } from "@visadesk/contracts/crm";
import { VISA_TYPES } from "@visadesk/contracts/values/crm";

const SORTS = ["createdAt", "updatedAt", "name"] as const;

/** `value` when it is one of `values`, else undefined (a hand-edited URL cannot send an unknown filter). */
export function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** The filters, sort and page size that every record list reads from its page's URL. */
export interface CommonListFilters {
  q?: string;
  assignee?: string;
  country?: string;
  visaType?: VisaType;
  sort: (typeof SORTS)[number];
  order: "asc" | "desc";
  limit: number;
}

/**
 * A record list's filters from the page's URL, so that a filtered list can be bookmarked, shared and gone back to:
 * the common ones around the list's `own` (its status, channel...). Search needs 2 characters; 25, 50 or 100 rows.
 */
export function listFiltersFromSearch<Own extends object>(
  search: URLSearchParams,
  own: Own,
): CommonListFilters & Own {
  const q = search.get("q")?.trim();
  const limit = Number(search.get("limit"));
  return {
    q: q && q.length >= 2 ? q : undefined,
    ...own,
    assignee: search.get("assignee") || undefined,
    country: search.get("country")?.toUpperCase() || undefined,
    visaType: oneOf(VISA_TYPES, search.get("visaType")),
    sort: oneOf(SORTS, search.get("sort")) ?? "createdAt",
    order: search.get("order") === "asc" ? "asc" : "desc",
    limit: [25, 50, 100].includes(limit) ? limit : 25,
  };
}
