import type { SelectHTMLAttributes } from "react";
import { cx } from "#cx.ts";

/** A select's height: `sm` 32 px (in a toolbar or a row), `md` 40 px, `lg` 44 px (beside a form's text inputs). */
export type SelectSize = "sm" | "md" | "lg";

const heights: Record<SelectSize, string> = { sm: "h-8", md: "h-10", lg: "h-11" };

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "size"> {
  /** Default `md`. (A native select's `size`, its number of visible rows, is not offered: these are dropdowns.) */
  size?: SelectSize;
  /** Added to the select's classes, not merged (see cx.ts): to place it, not to restyle it. */
  className?: string;
}

/** A native select in the style of the other form controls, as wide as its container; works inside `Field`. */
export function Select({ size = "md", className, ...props }: SelectProps) {
  return (
    <select
      className={cx(
        heights[size],
        "w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900",
        "aria-invalid:border-danger-600 focus:border-brand-500 disabled:bg-slate-100",
        className,
      )}
      {...props}
    />
  );
}
