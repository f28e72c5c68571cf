import { can } from "@visadesk/auth/permissions";
import { Download } from "lucide-react";
import { useCurrentUser } from "#lib/session.ts";

/** A list's "Export CSV" download (`href` carries the list's filters), for the roles that may export records. */
export function ExportCsvLink({ href }: { href: string }) {
  const user = useCurrentUser();
  if (!can(user, "records.export")) return null;
  return (
    <a
      href={href}
      download
      className="inline-flex h-8 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-brand-700 ring-1 ring-brand-600/30 hover:bg-brand-50"
    >
      <Download aria-hidden="true" className="size-4" /> Export CSV
    </a>
  );
}
