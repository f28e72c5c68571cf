import { can } from "@visadesk/auth/permissions";
import { ENQUIRY_CHANNELS, VISA_TYPES } from "@visadesk/contracts/crm";
import { ENQUIRY_STATUSES } from "@visadesk/contracts/workflow";
import { Button } from "@visadesk/ui/button";
import { Download, Plus } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router-dom";
import { ListToolbar } from "#components/list-toolbar.tsx";
import { PageHeader } from "#components/page-header.tsx";
import { enquiriesUrl } from "#features/enquiries/api/get-enquiries.ts";
import { CreateEnquiryDialog } from "#features/enquiries/components/create-enquiry-dialog.tsx";
import { EnquiriesTable } from "#features/enquiries/components/enquiries-table.tsx";
import { EnquiryDetail } from "#features/enquiries/components/enquiry-detail.tsx";
import { enquiryFiltersFromSearch } from "#features/enquiries/utils/enquiry-filters.ts";
import { CHANNEL_LABELS, humanise } from "#lib/format.ts";
import { useCurrentUser } from "#lib/session.ts";

const FILTERS = [
  {
    name: "status",
    label: "Status",
    options: ENQUIRY_STATUSES.map((s) => ({ value: s, label: humanise(s) })),
  },
  {
    name: "channel",
    label: "Channel",
    options: ENQUIRY_CHANNELS.map((c) => ({ value: c, label: CHANNEL_LABELS[c] ?? c })),
  },
  {
    name: "assignee",
    label: "Assigned to",
    options: [
      { value: "me", label: "Me" },
      { value: "unassigned", label: "Unassigned" },
    ],
  },
  {
    name: "visaType",
    label: "Visa type",
    options: VISA_TYPES.map((v) => ({ value: v, label: humanise(v) })),
  },
];

/** /crm/enquiries: every inbound request, or one of them (`?id=`). */
export default function EnquiriesPage() {
  const [params] = useSearchParams();
  const user = useCurrentUser();
  const [creating, setCreating] = useState(false);
  const id = params.get("id");
  if (id) return <EnquiryDetail id={id} />;
  const { limit: _limit, ...exportFilters } = enquiryFiltersFromSearch(params);
  return (
    <>
      <PageHeader
        title="Enquiries"
        crumbs={[{ label: "Enquiries" }]}
        description="Web forms, quick-support requests, calls, walk-ins and WhatsApp messages, newest first."
        actions={
          <>
            {can(user, "records.export") && (
              <a
                href={enquiriesUrl(exportFilters, "/api/enquiries/export.csv")}
                download
                className="inline-flex h-8 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-brand-700 ring-1 ring-brand-600/30 hover:bg-brand-50"
              >
                <Download aria-hidden="true" className="size-4" /> Export CSV
              </a>
            )}
            <Button size="sm" onClick={() => setCreating(true)}>
              <Plus aria-hidden="true" className="size-4" /> Record enquiry
            </Button>
          </>
        }
      />
      <section aria-label="Enquiries" className="rounded-card border border-slate-200 bg-white">
        <ListToolbar searchLabel="Search enquiries" filters={FILTERS} />
        <EnquiriesTable />
      </section>
      <CreateEnquiryDialog open={creating} onOpenChange={setCreating} />
    </>
  );
}
