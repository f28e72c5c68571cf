import type { DeliveryStatus } from "@visadesk/contracts/workflow";
import { Button } from "@visadesk/ui/button";
import { useState } from "react";
import { Link } from "react-router";
import { AssignmentSection } from "#components/assignment-section.tsx";
import { DetailLoadError } from "#components/detail-load-error.tsx";
import { DetailList, DetailSection } from "#components/detail-section.tsx";
import { DetailSkeleton } from "#components/detail-skeleton.tsx";
import { PageHeader } from "#components/page-header.tsx";
import { TimelineSection } from "#components/timeline-section.tsx";
import { useAddDeliveryNote } from "#features/deliveries/api/add-delivery-note.ts";
import { useAssignDelivery } from "#features/deliveries/api/assign-delivery.ts";
import { useDelivery } from "#features/deliveries/api/get-delivery.ts";
import { CustodyLog } from "#features/deliveries/components/custody-log.tsx";
import { DeliveryStatusBadge } from "#features/deliveries/components/delivery-status-badge.tsx";
import { EditDeliveryDialog } from "#features/deliveries/components/edit-delivery-dialog.tsx";
import { HandoffDialog } from "#features/deliveries/components/handoff-dialog.tsx";
import { handoffsFrom, methodLabel, WHERE_IT_IS } from "#features/deliveries/utils/delivery-words.ts";

const DELIVERIES_CRUMB = { label: "Visa delivery", href: "/crm/visa-delivery" };

/** One visa delivery: the hand-offs it offers, method and courier, the passport's custody log, and the timeline. */
export function DeliveryDetail({ id }: { id: string }) {
  const query = useDelivery(id);
  const assign = useAssignDelivery(id);
  const addNote = useAddDeliveryNote(id);
  const [handoff, setHandoff] = useState<DeliveryStatus | null>(null);
  const [editing, setEditing] = useState(false);

  if (query.isPending) return <DetailSkeleton label="Loading the delivery" />;
  if (query.isError) {
    return (
      <DetailLoadError
        noun="delivery"
        listCrumb={DELIVERIES_CRUMB}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }

  const d = query.data;
  const handoffs = handoffsFrom(d.status);
  return (
    <>
      <PageHeader
        title={`Delivery of ${d.caseNumber}: ${d.clientName}`}
        crumbs={[DELIVERIES_CRUMB, { label: d.caseNumber }]}
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            <DeliveryStatusBadge status={d.status} /> {WHERE_IT_IS[d.status]}
          </span>
        }
      />
      {handoffs.length > 0 && (
        <section aria-label="Hand-offs" className="mb-4 flex flex-wrap gap-2">
          {handoffs.map((h, index) => (
            <Button
              key={h.to}
              size="sm"
              variant={index === 0 ? "primary" : "secondary"}
              onClick={() => setHandoff(h.to)}
            >
              {h.label}
            </Button>
          ))}
        </section>
      )}
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-4 lg:col-span-2">
          <DetailSection title="Passport custody">
            <CustodyLog entries={d.custody} />
          </DetailSection>
          <TimelineSection activities={d.timeline} addNote={addNote} clientVisibility />
        </div>
        <div className="flex min-w-0 flex-col gap-4">
          <DetailSection title="Delivery">
            <DetailList
              items={[
                ["Method", methodLabel(d.method)],
                ["Courier", d.courier ?? "Not set"],
                ["Tracking number", d.trackingNumber ?? "Not set"],
                ["Passport with", d.currentHolder ?? "Not recorded"],
                ["Received by", d.receivedBy],
                [
                  "Case",
                  <Link
                    key="case"
                    to={`/crm/filing-cases?id=${d.caseId}`}
                    className="text-brand-700 underline"
                  >
                    {d.caseNumber}
                  </Link>,
                ],
              ]}
            />
            {d.status !== "delivered" && (
              <Button className="mt-3" size="sm" variant="secondary" onClick={() => setEditing(true)}>
                Edit method or courier
              </Button>
            )}
          </DetailSection>
          <AssignmentSection noun="delivery" assignee={d.assignee} assign={assign} />
        </div>
      </div>
      {handoff && <HandoffDialog d={d} to={handoff} onClose={() => setHandoff(null)} />}
      {editing && <EditDeliveryDialog d={d} onClose={() => setEditing(false)} />}
    </>
  );
}
