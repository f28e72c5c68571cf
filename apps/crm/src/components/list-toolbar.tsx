import type { PipelineRecord } from "@visadesk/contracts/dashboards";
import { Field } from "@visadesk/ui/field";
import { Select } from "@visadesk/ui/select";
import { type ReactNode, useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { ListNarrowing } from "#components/list-narrowing.tsx";

export interface FilterSpec {
  /** The URL query parameter, the same name as the API's filter. */
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
  /** How to name a value the URL holds that is not among `options` (default: the value itself). */
  labelOf?: (value: string) => string;
}

/** A filter's width: narrow enough that seven of them share one line with the search at 1280 px, wider when room. */
export const FILTER_WIDTH = "min-w-26 max-w-44 flex-1 basis-26";

/** Typing settles for this long before the search runs. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface ListToolbarProps {
  searchLabel: string;
  filters: readonly FilterSpec[];
  /** What the search looks in, as its placeholder (default: name, phone or email). */
  placeholder?: string;
  /** More filters of the list's own, after the selects (e.g. a date range). */
  children?: ReactNode;
  /** The record the list shows: its drill-down filters (a dashboard number's) show as removable chips. */
  record?: PipelineRecord;
}

/**
 * `options` with the URL's `current` value too when it is not one of them (a dashboard's link may name any staff
 * member, or a deadline window of its own), so that the select shows what narrows the list rather than "All".
 */
function withCurrent(filter: FilterSpec, current: string | null): FilterSpec["options"] {
  if (!current || filter.options.some((o) => o.value === current)) return filter.options;
  return [...filter.options, { value: current, label: filter.labelOf?.(current) ?? current }];
}

/**
 * A list's search box and filters, kept in the page's URL (`?q=&status=...`), so that a filtered list survives a
 * reload and can be shared. Search needs at least 2 characters (the API's minimum).
 */
export function ListToolbar({
  searchLabel,
  filters,
  placeholder = "Name, phone or email",
  children,
  record,
}: ListToolbarProps) {
  const [params, setParams] = useSearchParams();
  const urlQ = params.get("q") ?? "";
  const [q, setQ] = useState(urlQ);
  // Only typing is written to the address. When the address changes otherwise (a link to the list without its search,
  // the browser's Back), the box follows it: were the box's old words written back after the pause, they would undo
  // that navigation, or overtake a click to another page made meanwhile and bring the person back to this list.
  const [shownUrlQ, setShownUrlQ] = useState(urlQ);
  if (urlQ !== shownUrlQ) {
    setShownUrlQ(urlQ);
    if (urlQ !== q.trim()) setQ(urlQ);
  }

  useEffect(() => {
    if (q.trim() === urlQ) return;
    const timer = setTimeout(() => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (q.trim().length >= 2) next.set("q", q.trim());
          else next.delete("q");
          return next;
        },
        { replace: true },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [q, urlQ, setParams]);

  function setFilter(name: string, value: string) {
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(name, value);
      else next.delete(name);
      return next;
    });
  }

  return (
    <>
      {/* Compact: small labels over 36 px controls, so that the toolbar and 15 rows fit a 1280 × 800 window together. */}
      <div className="flex flex-wrap items-end gap-x-2 gap-y-1.5 px-3 py-2 [&_input]:h-9 [&_input]:px-2 [&_label]:text-xs [&_select]:h-9 [&>div]:gap-0.5">
        <Field label={searchLabel} className="min-w-36 flex-[2] basis-36">
          <input
            type="search"
            value={q}
            onChange={(event) => setQ(event.target.value)}
            placeholder={placeholder}
            className="w-full rounded-lg border border-slate-300 bg-white px-3 text-sm"
          />
        </Field>
        {filters.map((filter) => (
          <Field key={filter.name} label={filter.label} className={FILTER_WIDTH}>
            <Select
              value={params.get(filter.name) ?? ""}
              onChange={(event) => setFilter(filter.name, event.target.value)}
            >
              <option value="">All</option>
              {withCurrent(filter, params.get(filter.name)).map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          </Field>
        ))}
        {children}
      </div>
      {record && <ListNarrowing record={record} />}
    </>
  );
}
