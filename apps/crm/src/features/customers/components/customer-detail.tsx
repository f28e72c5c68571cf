import { can } from "@visadesk/auth/permissions";
import { Button } from "@visadesk/ui/button";
import { toast } from "@visadesk/ui/toast-store";
import { useState } from "react";
import { Link } from "react-router";
import { AssignmentSection } from "#components/assignment-section.tsx";
import { ContactActions } from "#components/contact-actions.tsx";
import { DetailLoadError } from "#components/detail-load-error.tsx";
import { DetailList, DetailSection } from "#components/detail-section.tsx";
import { DetailSkeleton } from "#components/detail-skeleton.tsx";
import { describeError } from "#components/error-state.tsx";
import { PageHeader } from "#components/page-header.tsx";
import { StatusBadge } from "#components/status-badge.tsx";
import { TimelineSection } from "#components/timeline-section.tsx";
import { useAddCustomerNote } from "#features/customers/api/add-customer-note.ts";
import { useAssignCustomer } from "#features/customers/api/assign-customer.ts";
import { useCustomer } from "#features/customers/api/get-customer.ts";
import { useCaseDeliveries, useLeadDeals } from "#features/customers/api/get-customer-records.ts";
import { useSetCustomerStatus } from "#features/customers/api/set-customer-status.ts";
import { EditCustomerDialog } from "#features/customers/components/edit-customer-dialog.tsx";
import { PortalAccountSection } from "#features/customers/components/portal-account-section.tsx";
import { passportWarning } from "#features/customers/utils/passport.ts";
import {
  countryName,
  formatDateTime,
  formatDay,
  formatRupees,
  humanise,
  todayInKolkata,
} from "#lib/format.ts";
import { formatPhone } from "#lib/format-phone.ts";
import { useCurrentUser } from "#lib/session.ts";

const CUSTOMERS_CRUMB = { label: "Customers", href: "/customers" };

/** One customer: contact and passport, the lead, every deal, case and delivery, portal account and timeline. */
export function CustomerDetail({ id }: { id: string }) {
  const customer = useCustomer(id);
  const assign = useAssignCustomer(id);
  const addNote = useAddCustomerNote(id);
  const setStatus = useSetCustomerStatus(id);
  const user = useCurrentUser();
  const [editing, setEditing] = useState(false);
  const deals = useLeadDeals(customer.data?.leadId ?? null);
  const deliveries = useCaseDeliveries(customer.data?.cases.map((c) => c.id) ?? []);

  if (customer.isPending) return <DetailSkeleton label="Loading the customer" />;
  if (customer.isError) {
    return (
      <DetailLoadError
        noun="customer"
        listCrumb={CUSTOMERS_CRUMB}
        error={customer.error}
        onRetry={() => void customer.refetch()}
      />
    );
  }

  const c = customer.data;
  const canArchive = can(user, "records.delete");
  // The nearest expected close of an open deal stands for the travel date until cases carry one.
  const travelOn =
    deals.data?.items
      .filter((d) => (d.stage === "quoted" || d.stage === "negotiating") && d.expectedCloseOn)
      .map((d) => d.expectedCloseOn as string)
      .sort()[0] ?? null;
  const warning = passportWarning(c.passportExpiresOn, todayInKolkata(), travelOn);
  const allDeliveries = deliveries.flatMap((q) => q.data?.items ?? []);

  function archiveOrRestore() {
    const status = c.status === "active" ? "archived" : "active";
    setStatus.mutate(
      { status },
      {
        onSuccess: () => toast({ title: status === "archived" ? "Customer archived" : "Customer restored" }),
        onError: (error) =>
          toast({ title: "Nothing changed", description: describeError(error), variant: "destructive" }),
      },
    );
  }

  return (
    <>
      <PageHeader
        title={c.name}
        crumbs={[CUSTOMERS_CRUMB, { label: c.name }]}
        description={
          <span className="inline-flex items-center gap-2">
            <StatusBadge status={c.status} /> Customer since {formatDateTime(c.createdAt)}
          </span>
        }
        actions={
          <>
            <ContactActions phone={c.phone} clientName={c.name} staffName={user?.name} />
            <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
              Edit
            </Button>
            {canArchive && (
              <Button size="sm" variant="secondary" disabled={setStatus.isPending} onClick={archiveOrRestore}>
                {c.status === "active" ? "Archive" : "Restore"}
              </Button>
            )}
          </>
        }
      />
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="flex flex-col gap-4 lg:col-span-2">
          <DetailSection title="Deals">
            {c.leadId === null ? (
              <p className="text-sm text-slate-600">
                A client from before the CRM: no lead, so no deals here.
              </p>
            ) : deals.isPending ? (
              <p className="text-sm text-slate-600">Loading the deals...</p>
            ) : deals.isError ? (
              <p role="alert" className="text-sm text-red-800">
                {describeError(deals.error)}
              </p>
            ) : (
              <ul className="flex flex-col gap-1 text-sm">
                {deals.data.items.map((deal) => (
                  <li key={deal.id}>
                    <Link to={`/crm/deals?id=${deal.id}`} className="text-brand-700 underline">
                      {deal.service === "refusal_appeal"
                        ? "Refusal appeal"
                        : [countryName(deal.destinationCountry), humanise(deal.visaType)]
                            .filter(Boolean)
                            .join(" ") || "Visa"}
                    </Link>{" "}
                    · {formatRupees(deal.feeInr)} · {humanise(deal.stage)}
                  </li>
                ))}
              </ul>
            )}
          </DetailSection>
          <DetailSection title="Filing cases and deliveries">
            {c.cases.length === 0 ? (
              <p className="text-sm text-slate-600">No filing case yet.</p>
            ) : (
              <ul className="flex flex-col gap-1 text-sm">
                {c.cases.map((item) => (
                  <li key={item.id}>
                    <Link to={`/crm/filing-cases?id=${item.id}`} className="text-brand-700 underline">
                      {item.caseNumber}
                    </Link>{" "}
                    · {humanise(item.kind)} · {humanise(item.status)}
                    {allDeliveries
                      .filter((d) => d.caseId === item.id)
                      .map((d) => (
                        <span key={d.id}>
                          {" "}
                          ·{" "}
                          <Link to={`/crm/visa-delivery?id=${d.id}`} className="text-brand-700 underline">
                            Delivery: {humanise(d.status)}
                          </Link>
                        </span>
                      ))}
                  </li>
                ))}
              </ul>
            )}
          </DetailSection>
          <TimelineSection activities={c.timeline} addNote={addNote} />
        </div>
        <div className="flex flex-col gap-4">
          <DetailSection title="Contact">
            <DetailList
              items={[
                ["Phone", formatPhone(c.phone)],
                ["Email", c.email],
                ["City", c.city],
                [
                  "Lead",
                  c.leadId ? (
                    <Link to={`/crm/leads?id=${c.leadId}`} className="text-brand-700 underline">
                      Open the lead
                    </Link>
                  ) : (
                    "None"
                  ),
                ],
              ]}
            />
          </DetailSection>
          <DetailSection title="Passport">
            <DetailList
              items={[
                ["Last 4", c.passportLast4 ?? "Not recorded"],
                ["Expires", c.passportExpiresOn ? formatDay(c.passportExpiresOn) : "Not recorded"],
              ]}
            />
            {warning && (
              <p role="note" className="mt-2 rounded bg-amber-50 p-2 text-sm text-amber-900">
                {warning}
              </p>
            )}
          </DetailSection>
          <PortalAccountSection customerId={c.id} customerName={c.name} portalUsername={c.portalUsername} />
          <AssignmentSection noun="customer" assignee={c.assignee} assign={assign} />
        </div>
      </div>
      <EditCustomerDialog key={c.updatedAt} customer={c} open={editing} onOpenChange={setEditing} />
    </>
  );
}
