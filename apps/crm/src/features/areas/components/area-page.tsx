import { EmptyState } from "@visadesk/ui/empty-state";
import { Construction } from "lucide-react";
import { Link, useLocation } from "react-router-dom";
import { PageHeader } from "#components/page-header.tsx";
import { CRM_AREAS } from "#features/areas/crm-areas.ts";

/** An internal area whose screens arrive with a later release: its title and where to work meanwhile. */
export default function AreaPage() {
  const { pathname } = useLocation();
  const area = CRM_AREAS.find((a) => a.path === pathname.replace(/\/+$/, ""));
  const title = area?.title ?? "VisaDesk CRM";
  return (
    <>
      <PageHeader title={title} crumbs={[{ label: title }]} />
      <div className="rounded-card border border-slate-200 bg-white">
        <EmptyState
          icon={<Construction className="size-8" />}
          title={`${title} is on its way`}
          description="This area's screens arrive with a later release. Enquiries and leads are ready to work."
          action={
            <Link to="/crm/leads" className="font-semibold text-brand-700 underline">
              Open the leads
            </Link>
          }
        />
      </div>
    </>
  );
}
