import type { DashboardPeriod } from "@visadesk/contracts/dashboards";
import { useId } from "react";
import { useDashboardRange } from "#features/dashboards/hooks/use-dashboard-range.ts";
import { todayInKolkata } from "#lib/format.ts";

/** Shifts `day` by whole days. */
function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The dashboard's range: from and to (days in Asia/Kolkata) and week or month, kept in the URL; quick ranges for the
 * last 30 / 90 / 365 days end today (India time). The range shown is the server's resolved one.
 */
export function RangeControl({
  from,
  to,
  by,
  periods = true,
}: {
  from: string;
  to: string;
  by: DashboardPeriod;
  periods?: boolean;
}) {
  const { setRange } = useDashboardRange();
  const id = useId();
  const today = todayInKolkata();
  const input = "h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900";
  return (
    <fieldset className="flex flex-wrap items-end gap-3 rounded-card border border-slate-200 bg-white p-3">
      <legend className="sr-only">Date range (India time)</legend>
      <label className="flex flex-col gap-1 text-sm text-slate-700" htmlFor={`${id}-from`}>
        From
        <input
          id={`${id}-from`}
          type="date"
          className={input}
          value={from}
          max={to}
          onChange={(e) => e.target.value && setRange({ from: e.target.value })}
        />
      </label>
      <label className="flex flex-col gap-1 text-sm text-slate-700" htmlFor={`${id}-to`}>
        To
        <input
          id={`${id}-to`}
          type="date"
          className={input}
          value={to}
          min={from}
          onChange={(e) => e.target.value && setRange({ to: e.target.value })}
        />
      </label>
      {periods && (
        <label className="flex flex-col gap-1 text-sm text-slate-700" htmlFor={`${id}-by`}>
          By
          <select
            id={`${id}-by`}
            className={input}
            value={by}
            onChange={(e) => setRange({ by: e.target.value as DashboardPeriod })}
          >
            <option value="week">Week</option>
            <option value="month">Month</option>
          </select>
        </label>
      )}
      <div className="flex flex-wrap gap-2">
        {[30, 90, 365].map((days) => (
          <button
            key={days}
            type="button"
            className="h-9 rounded-lg px-3 text-sm font-semibold text-brand-700 ring-1 ring-brand-600/30 hover:bg-brand-50"
            onClick={() =>
              setRange({
                from: addDays(today, -(days - 1)),
                to: today,
                ...(days === 365 ? { by: "month" } : {}),
              })
            }
          >
            Last {days} days
          </button>
        ))}
      </div>
    </fieldset>
  );
}
