import type { ReactNode } from "react";

/** One titled card of a record's detail view. */
export function DetailSection({
  title,
  children,
  className,
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  const id = `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  return (
    <section
      aria-labelledby={id}
      className={`rounded-card border border-slate-200 bg-white p-4 ${className ?? ""}`}
    >
      <h2 id={id} className="mb-3 text-base font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Label / value pairs; empty values are left out. */
export function DetailList({ items }: { items: readonly [string, ReactNode][] }) {
  const shown = items.filter(([, value]) => value !== "" && value !== null && value !== undefined);
  return (
    // The value column may shrink and long words (landing URLs, emails) break, so no card is wider than the window.
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
      {shown.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-600">{label}</dt>
          <dd className="min-w-0 text-slate-900 [overflow-wrap:anywhere]">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
