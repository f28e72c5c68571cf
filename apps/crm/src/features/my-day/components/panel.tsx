import type { ReactNode } from "react";
import { Link } from "react-router";

/** The most rows a panel of My day lists (its "See all" opens the rest). */
export const MY_DAY_ROWS = 5;

/**
 * One panel of My day. Its body is as tall as five rows whether it shows a skeleton, an empty notice or the rows
 * themselves, so the swap from loading to data moves nothing on the page (no layout shift).
 */
export function Panel({ title, children, more }: { title: string; children: ReactNode; more?: ReactNode }) {
  const id = `panel-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  return (
    <section
      aria-labelledby={id}
      className="flex min-w-0 flex-col rounded-card border border-slate-200 bg-white"
    >
      <div className="flex h-12 items-center justify-between border-b border-slate-200 px-4">
        <h2 id={id} className="text-base font-semibold text-slate-900">
          {title}
        </h2>
        {more}
      </div>
      <div className="h-[17.5rem] overflow-hidden">{children}</div>
    </section>
  );
}

/** A record in a panel: its name (a link to it) and one line about it. */
export function Row({
  to,
  title,
  detail,
  badge,
}: {
  to: string;
  title: string;
  detail: string;
  badge?: ReactNode;
}) {
  return (
    <li className="flex h-14 items-center justify-between gap-3 px-4 text-sm">
      <span className="flex min-w-0 flex-col">
        <Link to={to} className="truncate font-semibold text-brand-700 underline-offset-2 hover:underline">
          {title}
        </Link>
        <span className="truncate text-xs text-slate-600">{detail}</span>
      </span>
      {badge}
    </li>
  );
}

/**
 * What a panel says when it has nothing to list: one short line, with a hint or a link under it. Quieter than a page's
 * empty state, and smaller than the page's header: My day's largest text is then drawn by its code (the header), not by
 * an answer, so its largest paint waits for no request (docs/behaviours/speed.md#crm-pages).
 */
export function PanelNotice({ title, hint, action }: { title: string; hint?: string; action?: ReactNode }) {
  return (
    <div className="flex h-full flex-col items-center justify-center gap-1 px-6 text-center">
      <p className="text-sm font-semibold text-slate-800">{title}</p>
      {hint && <p className="text-xs text-slate-600">{hint}</p>}
      {action && <div className="mt-1 text-sm">{action}</div>}
    </div>
  );
}
