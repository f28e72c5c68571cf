import type { HTMLAttributes } from "react";
import { cx } from "#cx.ts";

/** A grey placeholder block in the shape of content that is still loading; hidden from assistive technology. */
export function Skeleton({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div aria-hidden="true" className={cx("animate-pulse rounded-md bg-slate-200", className)} {...props} />
  );
}

export interface SkeletonRowsProps {
  /** What is loading, announced once to screen readers, e.g. "Loading leads". Default "Loading". */
  label?: string;
  /** Placeholder rows. Default 6. */
  rows?: number;
  /** Placeholder cells per row. Default 4. */
  columns?: number;
  /** Added to the component's classes, not merged (see cx.ts): to place it, not to restyle it. */
  className?: string;
}

/** Placeholder rows for a table or a list while its data arrives, with a polite status for screen readers. */
export function SkeletonRows({ label = "Loading", rows = 6, columns = 4, className }: SkeletonRowsProps) {
  return (
    <div role="status" aria-live="polite" className={cx("flex flex-col gap-3 p-4", className)}>
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, row) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders that never reorder: the place is the identity
        <div key={row} className="flex gap-4">
          {Array.from({ length: columns }, (_, column) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders that never reorder: the place is the identity
            <Skeleton key={column} className="h-5 flex-1" />
          ))}
        </div>
      ))}
    </div>
  );
}
