import { ENQUIRY_CHANNELS } from "@visadesk/contracts/values/crm";
import { ENQUIRY_STATUSES } from "@visadesk/contracts/workflow";
import { Button } from "@visadesk/ui/button";
import { Plus } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { ExportCsvLink } from "#components/export-csv-link.tsx";
import { ListToolbar } from "#components/list-toolbar.tsx";
import { PageHeader } from "#components/page-header.tsx";
import { LANGUAGE_FILTER, statusFilter, VISA_TYPE_FILTER } from "#components/record-list-filters.ts";
import { enquiriesUrl } from "#features/enquiries/api/get-enquiries.ts";
import { CreateEnquiryDialog } from "#features/enquiries/components/create-enquiry-dialog.tsx";
import { EnquiriesTable } from "#features/enquiries/components/enquiries-table.tsx";
import { EnquiryDetail } from "#features/enquiries/components/enquiry-detail.tsx";
import { enquiryFiltersFromSearch } from "#features/enquiries/utils/enquiry-filters.ts";
import { useAssigneeFilter } from "#hooks/use-assignee-filter.ts";
import { CHANNEL_LABELS } from "#lib/format.ts";

const FILTERS = [
  statusFilter(ENQUIRY_STATUSES),
  {
    name: "channel",
    label: "Channel",
    options: ENQUIRY_CHANNELS.map((c) => ({ value: c, label: CHANNEL_LABELS[c] ?? c })),
  },
  // Enquiries the public intake kept but marked for a look (decision 032: it turns no visitor away).
  { name: "review", label: "Review", options: [{ value: "marked", label: "Marked" }] },
];

/** /crm/enquiries: every inbound request, or one of them (`?id=`). */
export default function EnquiriesPage() {
  const [params] = useSearchParams();
  const [creating, setCreating] = useState(false);
  const filters = [...FILTERS, useAssigneeFilter(), VISA_TYPE_FILTER, LANGUAGE_FILTER];
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
            <ExportCsvLink href={enquiriesUrl(exportFilters, "/api/enquiries/export.csv")} />
            <Button size="sm" onClick={() => setCreating(true)}>
              <Plus aria-hidden="true" className="size-4" /> Record enquiry
            </Button>
          </>
        }
      />
      <section aria-label="Enquiries" className="rounded-card border border-slate-200 bg-white">
        <ListToolbar record="enquiry" searchLabel="Search enquiries" filters={filters} />
        <EnquiriesTable />
      </section>
      <CreateEnquiryDialog open={creating} onOpenChange={setCreating} />
    </>
  );
}
