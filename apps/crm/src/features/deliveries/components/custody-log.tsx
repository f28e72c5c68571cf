import type { CustodyEntry } from "@visadesk/contracts/deliveries";
import { deliveryStatusLabel } from "#features/deliveries/utils/delivery-words.ts";
import { formatDateTime } from "#lib/format.ts";

/** The passport's custody log, newest first: who holds it, since when, and who recorded the hand-off. */
export function CustodyLog({ entries }: { entries: readonly CustodyEntry[] }) {
  if (entries.length === 0) return <p className="text-sm text-slate-600">No hand-off recorded yet.</p>;
  const newestFirst = [...entries].reverse();
  return (
    <ol aria-label="Custody log" className="flex flex-col gap-3">
      {newestFirst.map((entry, index) => (
        <li key={`${entry.at}-${entry.status}`} className="border-l-2 border-brand-100 pl-3">
          <p className="text-sm text-slate-900">
            <span className="font-semibold">{entry.holder}</span>
            {index === 0 ? " holds the passport" : " held the passport"}
          </p>
          <p className="text-xs text-slate-600">
            {deliveryStatusLabel(entry.status)} · since{" "}
            <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
            {entry.recordedBy ? ` · handed over by ${entry.recordedBy}` : ""}
          </p>
          {entry.note && <p className="text-xs text-slate-700">{entry.note}</p>}
        </li>
      ))}
    </ol>
  );
}
