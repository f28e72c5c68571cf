import { CUSTOMER_STATUSES } from "@visadesk/contracts/workflow";
import { useSearchParams } from "react-router";
import { ExportCsvLink } from "#components/export-csv-link.tsx";
import { ListToolbar } from "#components/list-toolbar.tsx";
import { PageHeader } from "#components/page-header.tsx";
import { ASSIGNEE_FILTER, statusFilter } from "#components/record-list-filters.ts";
import { customersUrl } from "#features/customers/api/get-customers.ts";
import { CustomerDetail } from "#features/customers/components/customer-detail.tsx";
import { CustomersTable } from "#features/customers/components/customers-table.tsx";
import { customerFiltersFromSearch } from "#features/customers/utils/customer-filters.ts";

const FILTERS = [statusFilter(CUSTOMER_STATUSES), ASSIGNEE_FILTER];

/** /customers: the clients who have bought, or one customer (`?id=`). */
export default function CustomersPage() {
  const [params] = useSearchParams();
  const id = params.get("id");
  if (id) return <CustomerDetail id={id} />;
  const { limit: _limit, ...exportFilters } = customerFiltersFromSearch(params);
  return (
    <>
      <PageHeader
        title="Customers"
        crumbs={[{ label: "Customers" }]}
        description="Clients with a won deal: their cases, deliveries and portal account."
        actions={<ExportCsvLink href={customersUrl(exportFilters, "/api/customers/export.csv")} />}
      />
      <section aria-label="Customers" className="rounded-card border border-slate-200 bg-white">
        <ListToolbar searchLabel="Search customers" filters={FILTERS} />
        <CustomersTable />
      </section>
    </>
  );
}
