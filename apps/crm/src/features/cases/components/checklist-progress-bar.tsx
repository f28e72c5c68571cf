import type { ChecklistItem } from "@visadesk/contracts/cases";
import { checklistProgress } from "#features/cases/utils/checklist-progress.ts";

/** "5 of 8 verified" as a bar, and how many required documents are still missing. */
export function ChecklistProgressBar({ items }: { items: readonly ChecklistItem[] }) {
  const progress = checklistProgress(items);
  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
        <span className="font-semibold text-slate-900">{progress.text}</span>
        <span className="text-slate-700">
          {progress.requiredOutstanding === 0
            ? "Every required document is verified"
            : `${progress.requiredOutstanding} required still to verify`}
        </span>
      </div>
      <progress
        className="h-2 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-brand-600 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand-600"
        max={Math.max(progress.total, 1)}
        value={progress.verified}
        aria-label={`Checklist: ${progress.text}`}
      />
    </div>
  );
}
