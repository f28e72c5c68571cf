import { lazy, Suspense } from "react";
import { CrmLayout } from "#app/crm-layout.tsx";
import { GlobalSearch } from "#features/search/components/global-search.tsx";

// The toasts' region (Radix Toast, ~11 KB gzipped) is drawn once its own chunk has arrived, after the page: a toast
// raised before is kept by the store and starts its time when the region shows it (toast-store's attachViewer).
const Toaster = lazy(() => import("@visadesk/ui/toast").then((module) => ({ default: module.Toaster })));
// The question after a change refused because the record changed meanwhile (Radix dialog): after the page, likewise.
const ChangedMeanwhileDialog = lazy(() =>
  import("#components/changed-meanwhile-dialog.tsx").then((module) => ({
    default: module.ChangedMeanwhileDialog,
  })),
);

/**
 * The frame of every CRM page with its header search, and the toasts' region. Loaded lazily by the router: the login
 * card at /webcrmpanel needs none of it (docs/behaviours/speed.md#crm-pages). The frame's tooltips bring their own
 * provider with the delays of docs/behaviours/public-site.md#tooltips (the menu button's comes after the page,
 * DeferredTooltip): a provider here would load Radix's tooltip before the page is drawn.
 */
export default function CrmShell() {
  return (
    <>
      <CrmLayout search={<GlobalSearch />} />
      <Suspense fallback={null}>
        <Toaster />
        <ChangedMeanwhileDialog />
      </Suspense>
    </>
  );
}
