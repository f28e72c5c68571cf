import { DELIVERY_METHODS } from "@visadesk/contracts/values/deliveries";
import { DELIVERY_STATUSES } from "@visadesk/contracts/workflow";
import { cx } from "@visadesk/ui/cx";
import { Link, useSearchParams } from "react-router";
import { ExportCsvLink } from "#components/export-csv-link.tsx";
import { type FilterSpec, ListToolbar } from "#components/list-toolbar.tsx";
import { PageHeader } from "#components/page-header.tsx";
import { deliveriesUrl } from "#features/deliveries/api/get-deliveries.ts";
import { CustodyView } from "#features/deliveries/components/custody-view.tsx";
import {
  DeliveriesTable,
  deliveryFiltersFromSearch,
} from "#features/deliveries/components/deliveries-table.tsx";
import { DeliveryDetail } from "#features/deliveries/components/delivery-detail.tsx";
import { deliveryStatusLabel, methodLabel } from "#features/deliveries/utils/delivery-words.ts";
import { useAssigneeFilter } from "#hooks/use-assignee-filter.ts";

const STATUS_FILTER: FilterSpec = {
  name: "status",
  label: "Status",
  options: DELIVERY_STATUSES.map((s) => ({ value: s, label: deliveryStatusLabel(s) })),
};
const METHOD_FILTER: FilterSpec = {
  name: "method",
  label: "Method",
  options: DELIVERY_METHODS.map((m) => ({ value: m, label: methodLabel(m) })),
};

const TAB = "inline-flex h-9 items-center rounded-lg px-3 text-sm font-semibold";

/** /crm/visa-delivery and /delivery: every delivery, the passports in our custody (`?view=custody`), or one (`?id=`). */
export default function DeliveriesPage() {
  const [params] = useSearchParams();
  const assigneeFilter = useAssigneeFilter();
  const id = params.get("id");
  if (id) return <DeliveryDetail id={id} />;
  const custody = params.get("view") === "custody";
  const { limit: _limit, ...exportFilters } = deliveryFiltersFromSearch(params);

  return (
    <>
      <PageHeader
        title={custody ? "Passports in our custody" : "Visa delivery"}
        crumbs={[{ label: "Visa delivery" }]}
        description={
          custody
            ? "Every passport we hold now, and for how many days. Losing one is the worst day a consultancy has."
            : "Handing each approved visa back, and who holds the passport at every step."
        }
        actions={<ExportCsvLink href={deliveriesUrl(exportFilters, "/api/deliveries/export.csv")} />}
      />
      <nav aria-label="Delivery views" className="mb-3 flex gap-2">
        <Link
          to="?"
          aria-current={custody ? undefined : "page"}
          className={cx(TAB, custody ? "text-brand-700 ring-1 ring-slate-300" : "bg-brand-700 text-white")}
        >
          All deliveries
        </Link>
        <Link
          to="?view=custody"
          aria-current={custody ? "page" : undefined}
          className={cx(TAB, custody ? "bg-brand-700 text-white" : "text-brand-700 ring-1 ring-slate-300")}
        >
          Passports in our custody
        </Link>
      </nav>
      <section
        aria-label={custody ? "Passports in our custody" : "Deliveries"}
        className="rounded-card border border-slate-200 bg-white"
      >
        {custody ? (
          <CustodyView />
        ) : (
          <>
            <ListToolbar
              record="delivery"
              searchLabel="Search deliveries"
              placeholder="Case number, client or tracking"
              filters={[STATUS_FILTER, METHOD_FILTER, assigneeFilter]}
            />
            <DeliveriesTable />
          </>
        )}
      </section>
    </>
  );
}
