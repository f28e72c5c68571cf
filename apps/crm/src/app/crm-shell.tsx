import { TooltipProvider } from "@visadesk/ui/tooltip";
import { lazy, Suspense } from "react";
import { CrmLayout } from "#app/crm-layout.tsx";
import { GlobalSearch } from "#features/search/components/global-search.tsx";

// The toasts' region (Radix Toast, ~11 KB gzipped) is drawn once its own chunk has arrived, after the page: a toast
// raised before is kept by the store and starts its time when the region shows it (toast-store's attachViewer).
const Toaster = lazy(() => import("@visadesk/ui/toast").then((module) => ({ default: module.Toaster })));

/**
 * The frame of every CRM page with its header search, inside the provider of its tooltips (SPEC.md §9's 700 ms delay
 * and 300 ms skip delay), and the toasts' region. Loaded lazily by the router: the login card at /webcrmpanel needs
 * none of it (issue 23: the search brings the contracts, zod and the phone library; the tooltips and toasts Radix).
 */
export default function CrmShell() {
  return (
    <TooltipProvider>
      <CrmLayout search={<GlobalSearch />} />
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </TooltipProvider>
  );
}
