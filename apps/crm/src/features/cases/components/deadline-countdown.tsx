import { cx } from "@visadesk/ui/cx";
import { deadlineState } from "#features/cases/utils/deadline.ts";
import { formatDay } from "#lib/format.ts";

/**
 * An appeal deadline with the days left: calm, urgent from 7 days left (red, and said as "urgent" to screen
 * readers), or passed.
 */
export function DeadlineCountdown({ deadline, now }: { deadline: string; now?: Date }) {
  const state = deadlineState(deadline, now);
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2">
      <time dateTime={deadline}>{formatDay(deadline)}</time>
      <span
        data-tone={state.tone}
        className={cx(
          "rounded px-1.5 py-0.5 text-xs font-semibold",
          state.tone === "calm" && "bg-slate-100 text-slate-800",
          state.tone === "urgent" && "bg-red-100 text-red-900",
          state.tone === "passed" && "bg-slate-800 text-white",
        )}
      >
        {state.tone === "urgent" && <span className="sr-only">Urgent: </span>}
        {state.text}
      </span>
    </span>
  );
}
