import { Toaster } from "@visadesk/ui/toast";
import { TooltipProvider } from "@visadesk/ui/tooltip";
import { CrmLayout } from "#app/crm-layout.tsx";
import { GlobalSearch } from "#features/search/components/global-search.tsx";

/**
 * The frame of every CRM page with its header search, inside the provider of its tooltips (SPEC.md §9's 700 ms delay
 * and 300 ms skip delay), and the toasts' region. Loaded lazily by the router: the login card at /webcrmpanel needs
 * none of it (issue 23: the search brings the contracts, zod and the phone library; the tooltips and toasts Radix).
 */
export default function CrmShell() {
  return (
    <TooltipProvider>
      <CrmLayout search={<GlobalSearch />} />
      <Toaster />
    </TooltipProvider>
  );
}
