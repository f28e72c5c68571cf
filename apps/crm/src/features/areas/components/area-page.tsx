import { Card } from "@visadesk/ui/card";
import { Link, useLocation } from "react-router-dom";
import { CRM_AREAS } from "#features/areas/crm-areas.ts";

/** The frame of an internal area: its title and the way back to the login card. */
export default function AreaPage() {
  const { pathname } = useLocation();
  const area = CRM_AREAS.find((a) => a.path === pathname.replace(/\/+$/, ""));
  return (
    <main className="mx-auto max-w-3xl px-4 py-16">
      <Card>
        <h1 className="text-xl font-semibold text-slate-900">{area?.title ?? "VisaDesk CRM"}</h1>
        <p className="mt-2 text-slate-600">Sign in to work on this area.</p>
        <Link to="/webcrmpanel" className="mt-4 inline-block font-semibold text-brand-700 underline">
          Go to the login
        </Link>
      </Card>
    </main>
  );
}
