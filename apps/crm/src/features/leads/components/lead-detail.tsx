import { ZUpdateLeadRequest } from "@visadesk/contracts/leads";
import { Button } from "@visadesk/ui/button";
import { useState } from "react";
import { Link } from "react-router";
import { AssignmentSection } from "#components/assignment-section.tsx";
import { ContactActions } from "#components/contact-actions.tsx";
import { DetailLoadError } from "#components/detail-load-error.tsx";
import { DetailList, DetailSection } from "#components/detail-section.tsx";
import { DetailSkeleton } from "#components/detail-skeleton.tsx";
import { EditContactDialog } from "#components/edit-contact-dialog.tsx";
import { PageHeader } from "#components/page-header.tsx";
import { StatusBadge } from "#components/status-badge.tsx";
import { TimelineSection } from "#components/timeline-section.tsx";
import { useAddLeadNote } from "#features/leads/api/add-lead-note.ts";
import { useAssignLead } from "#features/leads/api/assign-lead.ts";
import { useLead } from "#features/leads/api/get-lead.ts";
import { useUpdateLead } from "#features/leads/api/update-lead.ts";
import { ConvertLeadDialog } from "#features/leads/components/convert-lead-dialog.tsx";
import { FollowUpEditor } from "#features/leads/components/follow-up-editor.tsx";
import { LeadStatusActions } from "#features/leads/components/lead-status-actions.tsx";
import { NewDealDialog } from "#features/leads/components/new-deal-dialog.tsx";
import {
  CHANNEL_LABELS,
  countryName,
  formatDateTime,
  formatRupees,
  humanise,
  LANGUAGE_LABELS,
  sourceLabel,
} from "#lib/format.ts";
import { formatPhone } from "#lib/format-phone.ts";
import { useCurrentUser } from "#lib/session.ts";

/** An enquiry no longer worked: assigning its lead leaves it with whoever worked it (as the API does). */
const FINISHED_ENQUIRY: readonly string[] = ["closed", "spam"];

const LEADS_CRUMB = { label: "Leads", href: "/crm/leads" };

/** One lead: contact and status, assignment, its enquiries and deals, and the timeline with notes. */
export function LeadDetail({ id }: { id: string }) {
  const lead = useLead(id);
  const assign = useAssignLead(id);
  const addNote = useAddLeadNote(id);
  const user = useCurrentUser();
  const update = useUpdateLead(id);
  const [converting, setConverting] = useState(false);
  const [editing, setEditing] = useState(false);
  const [offering, setOffering] = useState(false);

  if (lead.isPending) return <DetailSkeleton label="Loading the lead" />;
  if (lead.isError) {
    return (
      <DetailLoadError
        noun="lead"
        listCrumb={LEADS_CRUMB}
        error={lead.error}
        onRetry={() => void lead.refetch()}
      />
    );
  }

  const l = lead.data;
  return (
    <>
      <PageHeader
        title={l.name}
        crumbs={[LEADS_CRUMB, { label: l.name }]}
        description={
          <span className="inline-flex items-center gap-2">
            <StatusBadge status={l.status} /> Lead since {formatDateTime(l.createdAt)}
          </span>
        }
        actions={
          <>
            <ContactActions
              phone={l.phone}
              clientName={l.name}
              staffName={user?.name}
              language={l.language}
            />
            <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
              Edit
            </Button>
          </>
        }
      />
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="flex flex-col gap-4 lg:col-span-2">
          <DetailSection title="Status">
            <LeadStatusActions leadId={l.id} status={l.status} onConvert={() => setConverting(true)} />
            {l.lostReason && <p className="mt-2 text-sm text-slate-700">Lost because: {l.lostReason}</p>}
          </DetailSection>
          <TimelineSection activities={l.timeline} addNote={addNote} />
        </div>
        <div className="flex flex-col gap-4">
          <DetailSection title="Contact">
            <DetailList
              items={[
                ["Phone", formatPhone(l.phone)],
                ["Email", l.email],
                ["City", l.city],
                ["Destination", countryName(l.destinationCountry)],
                ["Visa type", humanise(l.visaType)],
                ["Source", sourceLabel(l.source)],
                ["Language", LANGUAGE_LABELS[l.language]],
              ]}
            />
            <div className="mt-3">
              <FollowUpEditor key={l.nextFollowUpOn ?? "none"} leadId={l.id} value={l.nextFollowUpOn} />
            </div>
          </DetailSection>
          <AssignmentSection
            noun="lead"
            assignee={l.assignee}
            assign={assign}
            linked={
              l.enquiries.some((enquiry) => !FINISHED_ENQUIRY.includes(enquiry.status))
                ? "its enquiries"
                : undefined
            }
          />
          <DetailSection title="Enquiries">
            {l.enquiries.length === 0 ? (
              <p className="text-sm text-slate-600">Entered by hand; no enquiry.</p>
            ) : (
              <ul className="flex flex-col gap-1 text-sm">
                {l.enquiries.map((enquiry) => (
                  <li key={enquiry.id}>
                    <Link to={`/crm/enquiries?id=${enquiry.id}`} className="text-brand-700 underline">
                      {enquiry.reference}
                    </Link>{" "}
                    · {CHANNEL_LABELS[enquiry.channel] ?? humanise(enquiry.channel)} ·{" "}
                    {humanise(enquiry.status)} · {formatDateTime(enquiry.createdAt)}
                  </li>
                ))}
              </ul>
            )}
          </DetailSection>
          <DetailSection title="Deals">
            {l.deals.length === 0 ? (
              <p className="text-sm text-slate-600">No deal yet. Qualify the lead, then convert it.</p>
            ) : (
              <>
                <ul className="flex flex-col gap-1 text-sm">
                  {l.deals.map((deal) => (
                    <li key={deal.id}>
                      <Link to={`/crm/deals?id=${deal.id}`} className="text-brand-700 underline">
                        {formatRupees(deal.feeInr)}
                      </Link>{" "}
                      · {humanise(deal.stage)} · {formatDateTime(deal.createdAt)}
                    </li>
                  ))}
                </ul>
                {l.status !== "lost" && (
                  <Button className="mt-3" size="sm" variant="secondary" onClick={() => setOffering(true)}>
                    New deal
                  </Button>
                )}
              </>
            )}
          </DetailSection>
        </div>
      </div>
      <ConvertLeadDialog
        leadId={l.id}
        leadName={l.name}
        asksForDestination={l.visaType === null || l.destinationCountry === null}
        open={converting}
        onOpenChange={setConverting}
      />
      <NewDealDialog leadId={l.id} leadName={l.name} open={offering} onOpenChange={setOffering} />
      {editing && (
        <EditContactDialog
          noun="lead"
          initial={l}
          schema={ZUpdateLeadRequest}
          save={(body) => update.mutateAsync(body)}
          open={editing}
          onOpenChange={setEditing}
        />
      )}
    </>
  );
}
