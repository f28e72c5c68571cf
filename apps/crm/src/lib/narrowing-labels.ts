import type { RefusalReasonCode } from "@visadesk/contracts/cases";
import type { FirstTouchDimension } from "@visadesk/contracts/crm";
import type { PipelineRecord } from "@visadesk/contracts/dashboards";
import { REFUSAL_REASON_LABELS } from "@visadesk/contracts/values/cases";
import { OPEN_STATES } from "@visadesk/contracts/values/crm";
import { STUCK_AFTER_DAYS } from "@visadesk/contracts/values/dashboards";
import { type DrillDownParam, drillDownFromSearch } from "#lib/drill-down-filters.ts";
import { countryName, humanise, TIME_ZONE } from "#lib/format.ts";
import { once } from "#lib/once.ts";

/** One reason a list is narrowed, in plain words, and the URL parameters that removing it clears. */
export interface Narrowing {
  label: string;
  params: DrillDownParam[];
}

// Made on first use: the first formatter with a time zone costs a long task (see format.ts), and most lists are not
// narrowed to dates.
/** A calendar day in India, "3 Nov 2026". */
const DAY_PARTS: Intl.DateTimeFormatOptions = {
  timeZone: TIME_ZONE,
  day: "numeric",
  month: "short",
  year: "numeric",
};
/** Days, also for ranges (`formatRange`). */
const days = once(() => new Intl.DateTimeFormat("en-IN", DAY_PARTS));
/** A day with its time, "3 Nov 2026, 4:05 pm". */
const moments = once(
  () => new Intl.DateTimeFormat("en-IN", { ...DAY_PARTS, hour: "numeric", minute: "2-digit" }),
);

const isDay = (value: string) => value.length === 10;
/** A day (noon, so that no time zone moves it) or an instant. */
const dateOf = (value: string) => new Date(isDay(value) ? `${value}T12:00:00+05:30` : value);
const formatOf = (value: string) => (isDay(value) ? days() : moments());

/**
 * A span as people write it: "1–30 Nov 2026", "1 Nov 2025 – 15 Mar 2026", "15 Mar 2026" (one day), "since 14 Mar
 * 2026, 5:30 pm", "from 1 Nov 2026", "up to 15 Mar 2026".
 */
export function spanText(from: string | undefined, to: string | undefined): string {
  if (from && to) {
    // formatRange puts thin spaces around its dash; plain ones read (and search) the same everywhere else.
    if (isDay(from) && isDay(to)) return days().formatRange(dateOf(from), dateOf(to)).replace(/\s–\s/, " – ");
    return `${formatOf(from).format(dateOf(from))} – ${formatOf(to).format(dateOf(to))}`;
  }
  if (from)
    return isDay(from) ? `from ${days().format(dateOf(from))}` : `since ${moments().format(dateOf(from))}`;
  if (to) return `up to ${formatOf(to).format(dateOf(to))}`;
  return "";
}

/** "a, b or c". */
function orList(words: readonly string[]): string {
  return words.length < 2 ? (words[0] ?? "") : `${words.slice(0, -1).join(", ")} or ${words.at(-1)}`;
}

/** How each first-touch key reads after "First came from" (`none`: no key recorded). */
const FIRST_TOUCH_WORDS: Record<FirstTouchDimension, { some: (key: string) => string; none: string }> = {
  source: { some: (k) => `the ad source “${k}”`, none: "no ad source (direct or not recorded)" },
  campaign: { some: (k) => `the campaign “${k}”`, none: "no campaign" },
  keyword: { some: (k) => `the search “${k}”`, none: "no search keyword" },
  city: { some: (k) => `the city “${k}”`, none: "no city given" },
  personalisation: {
    some: (k) => `a landing page showing ${humanise(k).toLowerCase()}`,
    none: "a landing page with nothing personalised",
  },
  destination: {
    some: (k) => `an enquiry for ${countryName(k) || k}`,
    none: "an enquiry with no destination",
  },
  visaType: {
    some: (k) => `an enquiry for a ${humanise(k).toLowerCase()} visa`,
    none: "an enquiry with no visa type",
  },
};

/**
 * The first-touch filters in plain words: "First came from the search “uk visitor visa”, 1–30 Nov 2026", "First
 * enquiry 1–30 Nov 2026".
 */
function firstTouchText(f: Partial<Record<DrillDownParam, string>>): string | undefined {
  const when = spanText(f.firstTouchFrom, f.firstTouchTo);
  const by = f.firstTouchBy as FirstTouchDimension | undefined;
  if (by === undefined) return when ? `First enquiry ${when}` : undefined;
  const words = FIRST_TOUCH_WORDS[by];
  const from = `First came from ${f.firstTouchKey ? words.some(f.firstTouchKey) : words.none}`;
  return when ? `${from}, ${when}` : from;
}

/**
 * Why `record`'s list is narrowed by the drill-down filters in its URL, each in plain words: "Created 1–30 Nov 2026",
 * "No change for more than 7 days", "Follow-up overdue"... `state` is the list's state filter, if any.
 */
export function narrowingsOf(record: PipelineRecord, search: URLSearchParams, state?: string): Narrowing[] {
  const f = drillDownFromSearch(search, record);
  const out: Narrowing[] = [];
  const span = (label: string, from: DrillDownParam, to: DrillDownParam) => {
    if (f[from] || f[to]) out.push({ label: `${label} ${spanText(f[from], f[to])}`, params: [from, to] });
  };
  span("Created", "from", "to");
  if (f.reached) {
    const when = spanText(f.reachedFrom, f.reachedTo);
    out.push({
      label: `Moved to ${humanise(f.reached).toLowerCase()}${when ? ` ${when}` : ""}`,
      params: ["reached", "reachedFrom", "reachedTo"],
    });
  }
  span("Submitted", "submittedFrom", "submittedTo");
  span("Decided", "decidedFrom", "decidedTo");
  if (f.stuck) {
    const limit = state ? (STUCK_AFTER_DAYS[record] as Record<string, number | undefined>)[state] : undefined;
    out.push({
      label:
        limit === undefined
          ? "Stuck: no change for longer than its stage allows"
          : `No change for more than ${limit} days`,
      params: ["stuck"],
    });
  }
  if (f.open) {
    out.push({
      label: `Still open (${orList(OPEN_STATES[record].map((s) => humanise(s).toLowerCase()))})`,
      params: ["open"],
    });
  }
  if (f.followUp) out.push({ label: "Follow-up overdue", params: ["followUp"] });
  if (f.contacted) out.push({ label: "Contacted", params: ["contacted"] });
  if (f.converted)
    out.push({
      label: f.converted === "won" ? "Became a won deal" : "Became a deal",
      params: ["converted"],
    });
  const touch = firstTouchText(f);
  if (touch)
    out.push({ label: touch, params: ["firstTouchBy", "firstTouchKey", "firstTouchFrom", "firstTouchTo"] });
  if (f.excludeSpam) out.push({ label: "Spam left out", params: ["excludeSpam"] });
  if (f.keyword) out.push({ label: `Search keyword “${f.keyword}”`, params: ["keyword"] });
  if (f.campaign) out.push({ label: `Ad campaign “${f.campaign}”`, params: ["campaign"] });
  if (f.source) out.push({ label: `Ad source “${f.source}”`, params: ["source"] });
  if (f.city) out.push({ label: `City “${f.city}”`, params: ["city"] });
  if (f.refusalReason) {
    const reason = REFUSAL_REASON_LABELS[f.refusalReason as RefusalReasonCode] ?? humanise(f.refusalReason);
    out.push({ label: `Refused for: ${reason.toLowerCase()}`, params: ["refusalReason"] });
  }
  return out;
}
