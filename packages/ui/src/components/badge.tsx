import type { HTMLAttributes } from "react";
import { cx } from "#cx.ts";

export type BadgeTone = "neutral" | "info" | "success" | "warning" | "danger";

// Dark text on a pale fill: every pair passes WCAG AA for small text.
const tones: Record<BadgeTone, string> = {
  neutral: "bg-slate-100 text-slate-800 ring-slate-300",
  info: "bg-blue-50 text-blue-800 ring-blue-200",
  success: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  warning: "bg-amber-50 text-amber-900 ring-amber-200",
  danger: "bg-red-50 text-red-800 ring-red-200",
};

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
  /** Added to the badge's classes, not merged (see cx.ts): to place it; `tone` colours it. */
  className?: string;
}

/** A short label for a status or a category, e.g. a lead's stage. */
export function Badge({ tone = "neutral", className, ...props }: BadgeProps) {
  return (
    <span
      data-tone={tone}
      className={cx(
        "inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset",
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}
