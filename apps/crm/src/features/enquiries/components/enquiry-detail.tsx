import { ZUpdateEnquiryRequest } from "@visadesk/contracts/enquiries";
import { Badge } from "@visadesk/ui/badge";
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
import { useAddEnquiryNote } from "#features/enquiries/api/add-enquiry-note.ts";
import { useAssignEnquiry } from "#features/enquiries/api/assign-enquiry.ts";
import { useEnquiry } from "#features/enquiries/api/get-enquiry.ts";
import { useUpdateEnquiry } from "#features/enquiries/api/update-enquiry.ts";
import { EnquiryStatusActions } from "#features/enquiries/components/enquiry-status-actions.tsx";
import {
  CHANNEL_LABELS,
  countryName,
  formatDateTime,
  humanise,
  LANGUAGE_LABELS,
  REVIEW_REASON_LABELS,
  sourceLabel,
} from "#lib/format.ts";
import { formatPhone } from "#lib/format-phone.ts";
import { useCurrentUser } from "#lib/session.ts";

const ENQUIRIES_CRUMB = { label: "Enquiries", href: "/crm/enquiries" };

/** One enquiry: what was asked, where the visitor came from, its lead, status, assignment and timeline. */
export function EnquiryDetail({ id }: { id: string }) {
  const enquiry = useEnquiry(id);
  const assign = useAssignEnquiry(id);
  const addNote = useAddEnquiryNote(id);
  const user = useCurrentUser();
  const update = useUpdateEnquiry(id);
  const [editing, setEditing] = useState(false);

  if (enquiry.isPending) return <DetailSkeleton label="Loading the enquiry" />;
  if (enquiry.isError) {
    return (
      <DetailLoadError
        noun="enquiry"
        listCrumb={ENQUIRIES_CRUMB}
        error={enquiry.error}
        onRetry={() => void enquiry.refetch()}
      />
    );
  }

  const e = enquiry.data;
  const a = e.attribution;
  return (
    <>
      <PageHeader
        title={e.name}
        crumbs={[ENQUIRIES_CRUMB, { label: e.reference }]}
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            <StatusBadge status={e.status} /> {e.reference} ·{" "}
            {CHANNEL_LABELS[e.channel] ?? humanise(e.channel)} · {formatDateTime(e.createdAt)}
            {e.reviewReason && (
              <>
                <Badge tone="warning">Marked for review</Badge>
                <span>{REVIEW_REASON_LABELS[e.reviewReason] ?? humanise(e.reviewReason)}</span>
              </>
            )}
          </span>
        }
        actions={
          <>
            <ContactActions
              phone={e.phone}
              clientName={e.name}
              staffName={user?.name}
              language={e.language}
            />
            <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
              Edit
            </Button>
          </>
        }
      />
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="flex flex-col gap-4 lg:col-span-2">
          <DetailSection title="Request">
            <DetailList
              items={[
                ["Destination", countryName(e.destinationCountry)],
                ["Visa type", humanise(e.visaType)],
                ["Language", LANGUAGE_LABELS[e.language]],
                [
                  "Prior refusal",
                  e.priorRefusal ? (
                    <span className="inline-flex flex-wrap items-center gap-2">
                      <Badge tone="warning">Yes</Badge> {e.refusalDetails}
                    </span>
                  ) : (
                    "No"
                  ),
                ],
                ["Message", e.message ? <span className="whitespace-pre-wrap">{e.message}</span> : ""],
              ]}
            />
          </DetailSection>
          <DetailSection title="Status">
            <EnquiryStatusActions enquiryId={e.id} status={e.status} />
          </DetailSection>
          <TimelineSection activities={e.timeline} addNote={addNote} />
        </div>
        <div className="flex flex-col gap-4">
          <DetailSection title="Contact">
            <DetailList
              items={[
                ["Phone", formatPhone(e.phone)],
                ["Email", e.email],
                ["City", e.city],
              ]}
            />
          </DetailSection>
          <DetailSection title="Lead">
            {e.leadId ? (
              <Link
                to={`/crm/leads?id=${e.leadId}`}
                className="text-sm font-semibold text-brand-700 underline"
              >
                Open the lead
              </Link>
            ) : (
              <p className="text-sm text-slate-600">Not attached to a lead.</p>
            )}
          </DetailSection>
          <AssignmentSection
            noun="enquiry"
            assignee={e.assignee}
            assign={assign}
            linked={e.leadId ? "the lead" : undefined}
          />
          <DetailSection title="Attribution">
            <DetailList
              items={[
                ["Source", sourceLabel(a.source)],
                ["Campaign", a.campaign],
                ["Term", a.term],
                ["Content", a.content],
                ["Click id", a.gclid],
                ["Search term", a.searchTerm],
                ["Landing page", a.landingPath],
                ["Service shown", a.primaryService],
                ["Refusal focus", a.refusalFocus === undefined ? "" : a.refusalFocus ? "Yes" : "No"],
                ["Urgency", humanise(a.urgency)],
              ]}
            />
            {Object.values(a).every((v) => v === undefined || v === "") && (
              <p className="text-sm text-slate-600">No campaign data: a direct visit or entered by staff.</p>
            )}
          </DetailSection>
        </div>
      </div>
      {editing && (
        <EditContactDialog
          noun="enquiry"
          initial={e}
          schema={ZUpdateEnquiryRequest}
          save={(body) => update.mutateAsync(body)}
          open={editing}
          onOpenChange={setEditing}
        />
      )}
    </>
  );
}
