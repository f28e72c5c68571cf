import { Search } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useState } from "react";
import { useNavigate } from "react-router";
import { SEARCH_MIN_LENGTH, useSearchRecords } from "#features/search/api/search-records.ts";

/** Typing settles for this long before the search runs. */
export const GLOBAL_SEARCH_DEBOUNCE_MS = 250;

/**
 * The header's search (an ARIA combobox): name, phone, email or case number; arrow keys pick a hit, Enter opens it,
 * Escape closes the list. "/" anywhere focuses it.
 */
export function GlobalSearch() {
  const [text, setText] = useState("");
  const [q, setQ] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const navigate = useNavigate();
  const listId = useId();
  const inputId = useId();
  const results = useSearchRecords(q);
  const hits = results.data ?? [];

  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), GLOBAL_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  useEffect(() => {
    function onKey(event: globalThis.KeyboardEvent) {
      const target = event.target as HTMLElement | null;
      const typing = target?.closest("input, textarea, select, [contenteditable='true']");
      if (event.key === "/" && !typing) {
        event.preventDefault();
        document.getElementById(inputId)?.focus();
      }
    }
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [inputId]);

  function go(index: number) {
    const hit = hits[index];
    if (!hit) return;
    setOpen(false);
    setText("");
    void navigate(hit.to);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      setOpen(true);
      setActive((i) => Math.min(i + 1, hits.length - 1));
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      setActive((i) => Math.max(i - 1, 0));
    } else if (event.key === "Enter") {
      event.preventDefault();
      go(active);
    } else if (event.key === "Escape") {
      setOpen(false);
    }
  }

  const showList = open && q.length >= SEARCH_MIN_LENGTH;
  const activeHit = showList ? hits[active] : undefined;
  return (
    <div className="relative">
      <label htmlFor={inputId} className="sr-only">
        Search records
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-2.5 left-2.5 size-4 text-slate-500"
      />
      <input
        id={inputId}
        type="text"
        role="combobox"
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeHit ? `${listId}-${activeHit.kind}-${activeHit.id}` : undefined}
        autoComplete="off"
        placeholder="Search name, phone, email, case number"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(0);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onKeyDown={onKeyDown}
        className="h-9 w-full rounded-lg border border-slate-300 bg-slate-50 pr-3 pl-8 text-sm"
      />
      {showList && (
        <div className="absolute top-10 right-0 left-0 z-40 rounded-lg border border-slate-200 bg-white shadow-lg">
          {results.isFetching && hits.length === 0 ? (
            <p role="status" className="p-3 text-sm text-slate-600">
              Searching...
            </p>
          ) : results.isError ? (
            <p role="alert" className="p-3 text-sm text-red-800">
              The search failed. Please try again.
            </p>
          ) : hits.length === 0 ? (
            <p role="status" className="p-3 text-sm text-slate-600">
              Nothing found for “{q}”.
            </p>
          ) : null}
          <div id={listId} role="listbox" aria-label="Search results" className="max-h-80 overflow-y-auto">
            {hits.map((hit, index) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keyboard
              <div
                key={`${hit.kind}-${hit.id}`}
                id={`${listId}-${hit.kind}-${hit.id}`}
                role="option"
                tabIndex={-1}
                aria-selected={index === active}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => go(index)}
                className={`flex cursor-pointer items-baseline gap-2 px-3 py-2 text-sm ${index === active ? "bg-brand-50" : ""}`}
              >
                <span className="w-16 shrink-0 text-xs font-semibold text-slate-600 uppercase">
                  {hit.kind}
                </span>
                <span className="font-medium text-slate-900">{hit.title}</span>
                <span className="truncate text-xs text-slate-600">{hit.detail}</span>
              </div>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
