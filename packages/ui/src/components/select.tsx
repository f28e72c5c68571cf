import type { SelectHTMLAttributes } from "react";
import { cn } from "#cn.ts";

export type SelectProps = SelectHTMLAttributes<HTMLSelectElement>;

/** A native select in the style of the other form controls; works inside `Field`, which labels it. */
export function Select({ className, ...props }: SelectProps) {
  return (
    <select
      className={cn(
        "h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900",
        "aria-invalid:border-danger-600 focus:border-brand-500 disabled:bg-slate-100",
        className,
      )}
      {...props}
    />
  );
}
