import { CountLink } from "#features/dashboards/components/dashboard-parts.tsx";

/**
 * A person's figure over their leads (hours to first contact, a conversion rate) with, under it, the count it is
 * taken over, which opens those leads; the figure alone when they had no leads in the range.
 */
export function FigureOverCount({
  figure,
  leads,
  to,
  count,
  words,
}: {
  figure: string;
  leads: number;
  to: string | undefined;
  count: number;
  words: string;
}) {
  if (leads === 0) return figure;
  return (
    <span className="inline-flex flex-col items-end">
      {figure}
      <span className="text-xs text-slate-600">
        <CountLink to={to} value={count} text={`${count.toLocaleString("en-IN")} ${words}`} />
      </span>
    </span>
  );
}
