import type { PipelineRecord } from "@visadesk/contracts/dashboards";
import { FIRST_TOUCH_DIMENSIONS, FIRST_TOUCH_KEY_MAX } from "@visadesk/contracts/values/crm";

// The filters a dashboard number opens a list with (contracts' dashboard-lists.ts): kept in the list's URL like its
// other filters, sent to the API as they are, and shown above the list as removable chips (components/
// list-narrowing.tsx) so that staff see why the list is narrowed.

/** The drill-down filters every record list takes. */
const COMMON = ["from", "to", "stuck", "open", "reached", "reachedFrom", "reachedTo"] as const;

/** The first-touch filters (the analytics dashboard's leads, deals, wins, revenue and approved visas). */
const FIRST_TOUCH = ["firstTouchBy", "firstTouchKey", "firstTouchFrom", "firstTouchTo"] as const;

/** Each list's own, beside the common ones. */
const OWN = {
  enquiry: ["excludeSpam", "keyword", "campaign", "source", "city"],
  lead: ["followUp", "converted", "contacted", ...FIRST_TOUCH],
  deal: [...FIRST_TOUCH],
  case: ["submittedFrom", "submittedTo", "decidedFrom", "decidedTo", "refusalReason", ...FIRST_TOUCH],
  delivery: [],
} as const satisfies Record<PipelineRecord, readonly string[]>;

export type DrillDownParam = (typeof COMMON)[number] | (typeof OWN)[PipelineRecord][number];

/** The drill-down filters of a list, as URL and API query values. */
export type DrillDownFilters = Partial<Record<DrillDownParam, string>>;

/** The drill-down filters `record`'s list reads from its URL, in the order its chips show them. */
export function drillDownParams(record: PipelineRecord): readonly DrillDownParam[] {
  return [...COMMON, ...OWN[record]];
}

/** Every drill-down parameter of any list (a list narrowed by any of them is a filtered list). */
export const ALL_DRILL_DOWN_PARAMS: readonly DrillDownParam[] = [...COMMON, ...Object.values(OWN).flat()];

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/** Whether `value` is a value the API takes for `param` (a hand-edited URL cannot send a malformed filter). */
function acceptable(param: DrillDownParam, value: string): boolean {
  switch (param) {
    case "from":
    case "to":
    case "reachedFrom":
    case "reachedTo":
      return DAY.test(value) || INSTANT.test(value);
    case "submittedFrom":
    case "submittedTo":
    case "firstTouchFrom":
    case "firstTouchTo":
    case "decidedFrom":
    case "decidedTo":
      return DAY.test(value);
    case "stuck":
    case "open":
    case "excludeSpam":
    case "contacted":
      return value === "true";
    case "converted":
      return value === "deal" || value === "won";
    case "firstTouchKey":
      return value !== "" && value.length <= FIRST_TOUCH_KEY_MAX;
    case "firstTouchBy":
      return (FIRST_TOUCH_DIMENSIONS as readonly string[]).includes(value);
    case "followUp":
      return value === "overdue";
    case "reached":
      return /^[a-z_]{1,40}$/.test(value);
    default:
      return value.trim() !== "" && value.length <= 200;
  }
}

/** `record`'s list's drill-down filters from its page's URL (malformed values left out). */
export function drillDownFromSearch(search: URLSearchParams, record: PipelineRecord): DrillDownFilters {
  const filters: DrillDownFilters = {};
  for (const param of drillDownParams(record)) {
    const value = search.get(param);
    if (value !== null && acceptable(param, value)) filters[param] = value;
  }
  // A key says nothing without what it is a key of (the API would refuse it).
  if (filters.firstTouchBy === undefined) delete filters.firstTouchKey;
  return filters;
}
