import type { HTMLAttributes, TdHTMLAttributes, ThHTMLAttributes } from "react";
import { cx } from "#cx.ts";

// Every part adds a caller's classes to its own, not merged (cx.ts): to align or wrap a cell's text, not to restyle it
// (a cell whose text needs another colour wraps it in a span).

/**
 * A scrollable data table; pair it with TanStack Table for sorting and paging. The scrolling wrapper takes the
 * keyboard focus so that a wide table can be scrolled without a mouse (WCAG 2.1.1).
 */
export function Table({ className, ...props }: HTMLAttributes<HTMLTableElement>) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable)
    <div className="w-full overflow-x-auto" tabIndex={0}>
      <table className={cx("w-full border-collapse text-left text-sm", className)} {...props} />
    </div>
  );
}

export function TableHead({ className, ...props }: HTMLAttributes<HTMLTableSectionElement>) {
  return <thead className={cx("bg-slate-50 text-slate-700", className)} {...props} />;
}

export function TableBody({ className, ...props }: HTMLAttributes<HTMLTableSectionElement>) {
  return <tbody className={cx("divide-y divide-slate-200", className)} {...props} />;
}

export function TableRow({ className, ...props }: HTMLAttributes<HTMLTableRowElement>) {
  return <tr className={cx("hover:bg-slate-50", className)} {...props} />;
}

export function TableHeaderCell({ className, ...props }: ThHTMLAttributes<HTMLTableCellElement>) {
  return (
    <th
      className={cx(
        "border-b border-slate-200 px-3 py-2 text-xs font-semibold tracking-wide uppercase",
        className,
      )}
      {...props}
    />
  );
}

export function TableCell({ className, ...props }: TdHTMLAttributes<HTMLTableCellElement>) {
  return <td className={cx("px-3 py-2 align-top text-slate-800", className)} {...props} />;
}
