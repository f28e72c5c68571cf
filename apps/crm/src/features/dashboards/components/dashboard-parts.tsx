import { SkeletonRows } from "@visadesk/ui/skeleton";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ErrorState } from "#components/error-state.tsx";

/** A titled section of a dashboard. */
export function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const id = `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  return (
    <section
      aria-labelledby={id}
      className="flex min-w-0 flex-col gap-3 rounded-card border border-slate-200 bg-white p-4"
    >
      <div>
        <h2 id={id} className="text-base font-semibold text-slate-900">
          {title}
        </h2>
        {description && <p className="text-sm text-slate-600">{description}</p>}
      </div>
      {children}
    </section>
  );
}

/** One headline figure; a link to the list behind it when there is one. */
export function Stat({
  label,
  value,
  detail,
  to,
}: {
  label: string;
  value: string;
  detail?: ReactNode;
  to?: string;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-1 rounded-card border border-slate-200 bg-white p-4">
      <span className="text-sm text-slate-600">{label}</span>
      {to ? (
        <Link
          to={to}
          className="text-2xl font-semibold text-brand-700 tabular-nums underline-offset-2 hover:underline"
        >
          {value}
        </Link>
      ) : (
        <span className="text-2xl font-semibold text-slate-900 tabular-nums">{value}</span>
      )}
      {detail && <span className="text-xs text-slate-600">{detail}</span>}
    </div>
  );
}

/** A number that opens the filtered list behind it (plain, when no list can single out its records). */
export function CountLink({
  to,
  value,
  label,
  text,
}: {
  to: string | undefined;
  value: number;
  label?: string;
  /** How the number reads, when not as a count (rupees). */
  text?: string;
}) {
  const shown = text ?? value.toLocaleString("en-IN");
  if (to === undefined) return <>{shown}</>;
  return (
    <Link to={to} className="font-semibold text-brand-700 tabular-nums underline-offset-2 hover:underline">
      {shown}
      {/* The space outside the hidden words, so that the link's name reads "6 overdue follow-ups", not "6overdue". */}
      {label && " "}
      {label && <span className="sr-only">{label}</span>}
    </Link>
  );
}

/** The loading and error states of a dashboard's query, else its content. */
export function DashboardQuery<T>({
  query,
  what,
  children,
}: {
  query: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    data: T | undefined;
    refetch: () => unknown;
  };
  what: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <SkeletonRows label={`Loading ${what}`} rows={8} columns={4} />;
  if (query.isError || query.data === undefined)
    return (
      <ErrorState title={`Could not load ${what}`} error={query.error} onRetry={() => void query.refetch()} />
    );
  return <>{children(query.data)}</>;
}
