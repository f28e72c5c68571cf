import type { ReactNode } from "react";
import { cx } from "#cx.ts";

export interface EmptyStateProps {
  /** What is empty, e.g. "No leads match these filters". */
  title: string;
  /** What to do about it. */
  description?: ReactNode;
  /** A button or link that does it. */
  action?: ReactNode;
  /** A decorative icon. */
  icon?: ReactNode;
  /** `alert` for failures, so that screen readers announce them. Default: a plain region. */
  role?: "alert" | "status";
  /** Added to the component's classes, not merged (see cx.ts): to place it, not to restyle it. */
  className?: string;
}

/** The message in place of an empty list or a failed load: what happened and what to do next. */
export function EmptyState({ title, description, action, icon, role, className }: EmptyStateProps) {
  return (
    <div
      role={role}
      className={cx("flex flex-col items-center gap-2 px-6 py-12 text-center text-slate-700", className)}
    >
      {icon && (
        <span aria-hidden="true" className="text-slate-500">
          {icon}
        </span>
      )}
      <p className="text-base font-semibold text-slate-900">{title}</p>
      {description && <div className="max-w-md text-sm text-slate-600">{description}</div>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
