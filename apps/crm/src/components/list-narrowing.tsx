import type { PipelineRecord } from "@visadesk/contracts/dashboards";
import { X } from "lucide-react";
import { useSearchParams } from "react-router";
import { narrowingsOf } from "#lib/narrowing-labels.ts";

/**
 * Why the list is narrowed beyond its toolbar (a dashboard number opened it: "Created 1–30 Nov 2026", "Follow-up
 * overdue"...), each a chip that removes itself from the URL.
 */
export function ListNarrowing({ record }: { record: PipelineRecord }) {
  const [params, setParams] = useSearchParams();
  const narrowings = narrowingsOf(
    record,
    params,
    params.get(record === "deal" ? "stage" : "status") ?? undefined,
  );
  if (narrowings.length === 0) return null;

  function remove(names: readonly string[]) {
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const name of names) next.delete(name);
      return next;
    });
  }

  return (
    <ul aria-label="Also narrowed to" className="flex flex-wrap items-center gap-1.5 px-3 pb-2">
      {narrowings.map((n) => (
        <li
          key={n.label}
          className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-0.5 pr-0.5 pl-2.5 text-xs font-medium text-brand-800 ring-1 ring-brand-600/30"
        >
          {n.label}
          <button
            type="button"
            onClick={() => remove(n.params)}
            aria-label={`Remove filter: ${n.label}`}
            className="inline-flex size-6 items-center justify-center rounded-full hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <X aria-hidden="true" className="size-3.5" />
          </button>
        </li>
      ))}
    </ul>
  );
}
