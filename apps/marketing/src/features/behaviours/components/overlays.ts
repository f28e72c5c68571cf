// The behaviours' dialogs and popups, fetched together after the page has loaded (see deferred-overlays.ts): none of
// them can appear before a visitor has spent some time on the page, so none is part of the first load.
export { ConnectionProblemOverlay } from "#features/behaviours/components/connection-problem-overlay.tsx";
export { HumanCheckDialog } from "#features/behaviours/components/human-check-dialog.tsx";
export { QuickSupportPopup } from "#features/behaviours/components/quick-support-popup.tsx";
