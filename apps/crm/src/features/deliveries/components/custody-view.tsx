import { cx } from "@visadesk/ui/cx";
import { EmptyState } from "@visadesk/ui/empty-state";
import { SkeletonRows } from "@visadesk/ui/skeleton";
import { Link } from "react-router";
import { ErrorState } from "#components/error-state.tsx";
import { useHeldPassports } from "#features/deliveries/api/get-held-passports.ts";
import { DeliveryStatusBadge } from "#features/deliveries/components/delivery-status-badge.tsx";
import { formatCount } from "#lib/count.ts";
import { formatDateTime } from "#lib/format.ts";

/** From this many days with us, a held passport is flagged: the client is waiting for it. */
export const LONG_HELD_DAYS = 7;

/** "Passports in our custody": every passport we hold now, longest held first, with the days held. */
export function CustodyView() {
  const held = useHeldPassports();
  if (held.isPending) return <SkeletonRows label="Loading the passports in our custody" columns={5} />;
  if (held.isError) {
    return (
      <ErrorState
        title="Could not load the passports"
        error={held.error}
        onRetry={() => void held.refetch()}
      />
    );
  }
  const items = held.data.items;
  if (items.length === 0) {
    return (
      <EmptyState
        title="No passports in our custody"
        description="A passport shows here from when it is back in our office until the courier or the client has it."
      />
    );
  }
  return (
    <div className="p-3">
      <p role="status" className="pb-2 text-sm font-medium text-slate-700">
        {formatCount(items.length, "passport").replace(/^no /, "No ")} in our custody
      </p>
      <section
        className="relative overflow-x-auto"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable)
        tabIndex={0}
        aria-label="Passports in our custody, by days held"
      >
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Passports in our custody, longest held first</caption>
          <thead className="text-xs text-slate-700">
            <tr>
              <th scope="col" className="px-2 py-1">
                Case
              </th>
              <th scope="col" className="px-2 py-1">
                Client
              </th>
              <th scope="col" className="px-2 py-1">
                Days held
              </th>
              <th scope="col" className="px-2 py-1">
                Since
              </th>
              <th scope="col" className="px-2 py-1">
                Where
              </th>
              <th scope="col" className="px-2 py-1">
                Status
              </th>
              <th scope="col" className="px-2 py-1">
                Assigned to
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.deliveryId} className="border-t border-slate-100" data-testid="held-passport">
                <td className="px-2 py-1.5">
                  <Link
                    to={`?id=${item.deliveryId}`}
                    className="font-semibold whitespace-nowrap text-brand-700 underline"
                  >
                    {item.caseNumber}
                  </Link>
                </td>
                <td className="px-2 py-1.5">{item.clientName}</td>
                <td className="px-2 py-1.5">
                  <span
                    className={cx(
                      "rounded px-1.5 py-0.5 font-semibold whitespace-nowrap",
                      item.daysHeld >= LONG_HELD_DAYS
                        ? "bg-red-100 text-red-900"
                        : "bg-slate-100 text-slate-900",
                    )}
                  >
                    {item.daysHeld === 0 ? "Since today" : formatCount(item.daysHeld, "day")}
                  </span>
                </td>
                <td className="px-2 py-1.5 text-xs whitespace-nowrap">
                  <time dateTime={item.since}>{formatDateTime(item.since)}</time>
                </td>
                <td className="px-2 py-1.5">{item.holder ?? ""}</td>
                <td className="px-2 py-1.5">
                  <DeliveryStatusBadge status={item.status} />
                </td>
                <td className="px-2 py-1.5">{item.assignee?.name ?? "Unassigned"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
