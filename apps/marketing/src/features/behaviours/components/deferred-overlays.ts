import type { ConnectionProblemOverlayProps } from "#features/behaviours/components/connection-problem-overlay.tsx";
import type { HumanCheckDialogProps } from "#features/behaviours/components/human-check-dialog.tsx";
import type { QuickSupportPopupProps } from "#features/behaviours/components/quick-support-popup.tsx";
import { deferredComponent } from "#lib/deferred-component.tsx";

const loadOverlays = () => import("#features/behaviours/components/overlays.ts");

/** The human check (Radix Dialog), out of the first load. */
export const DeferredHumanCheckDialog = deferredComponent<HumanCheckDialogProps>(() =>
  loadOverlays().then((module) => module.HumanCheckDialog),
);
/** The quick-support popup, out of the first load. */
export const DeferredQuickSupportPopup = deferredComponent<QuickSupportPopupProps>(() =>
  loadOverlays().then((module) => module.QuickSupportPopup),
);
/** The connection-problem overlay (Radix Dialog), out of the first load. */
export const DeferredConnectionProblemOverlay = deferredComponent<ConnectionProblemOverlayProps>(() =>
  loadOverlays().then((module) => module.ConnectionProblemOverlay),
);

/** Fetches the code of every behaviour's dialog and popup (the site does so after the page's load event). */
export function preloadOverlays(): Promise<void> {
  return Promise.all(
    [DeferredHumanCheckDialog, DeferredQuickSupportPopup, DeferredConnectionProblemOverlay].map((deferred) =>
      deferred.preload(),
    ),
  ).then(() => undefined);
}
