import type { HTMLAttributes } from "react";
import { cx } from "#cx.ts";

/**
 * A white surface with a soft border for grouping related content. Its `className` is added, not merged (see cx.ts):
 * to place and size it, not to change its padding or colours.
 */
export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cx("rounded-card border border-slate-200 bg-white p-6 shadow-sm", className)}
      {...props}
    />
  );
}

export function CardTitle({ className, ...props }: HTMLAttributes<HTMLHeadingElement>) {
  return <h2 className={cx("text-lg font-semibold text-slate-900", className)} {...props} />;
}
