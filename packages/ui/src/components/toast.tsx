import { Toast as RadixToast } from "radix-ui";
import { useEffect, useSyncExternalStore } from "react";
import { cn } from "#cn.ts";
import {
  TOAST_DURATION_MS,
  type ToastStore,
  type ToastVariant,
  toastStore,
} from "#components/toast-store.ts";
import { Tooltip } from "#components/tooltip.tsx";

/** Swiping a toast right by 50 px dismisses it (docs/behaviours/public-site.md#notifications). */
export const TOAST_SWIPE_THRESHOLD_PX = 50;
/** F8 moves the focus to the notification region (docs/behaviours/public-site.md#notifications). */
export const TOAST_HOTKEY = ["F8"];

const variants: Record<ToastVariant, string> = {
  default: "border-slate-200 bg-white text-slate-900",
  destructive: "border-danger-600 bg-danger-600 text-white",
};

export interface ToasterProps {
  /** The list to render; the app-wide one by default. */
  store?: ToastStore;
}

/** Renders the toasts (Radix Toast): one at a time, 5000 ms each, swipe right to dismiss, F8 to reach them. */
export function Toaster({ store = toastStore }: ToasterProps) {
  const toasts = useSyncExternalStore(store.subscribe, store.getToasts, store.getToasts);
  // From now on the store's toasts are visible: the ones raised before this Toaster mounted start their time now.
  useEffect(() => store.attachViewer(), [store]);
  return (
    <RadixToast.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      label="Notification"
    >
      {toasts.map(
        ({ id, title, description, variant = "default", className, action, open, closeAfterMs }) => (
          <RadixToast.Root
            key={id}
            open={open}
            {...(closeAfterMs === undefined ? {} : { duration: closeAfterMs })}
            onOpenChange={(next) => {
              if (!next) store.dismiss(id);
            }}
            data-variant={variant}
            className={cn(
              "pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg",
              "data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0",
              "data-[state=closed]:hidden",
              variants[variant],
              className,
            )}
          >
            <div className="grid gap-1">
              <RadixToast.Title className="text-sm font-semibold">{title}</RadixToast.Title>
              {description && (
                <RadixToast.Description className="text-sm opacity-90">{description}</RadixToast.Description>
              )}
            </div>
            {action && (
              <RadixToast.Action
                altText={action.altText}
                onClick={action.onClick}
                className="shrink-0 rounded-md border border-current px-3 py-1 text-sm font-medium"
              >
                {action.label}
              </RadixToast.Action>
            )}
            <Tooltip content="Close notification" side="left">
              <RadixToast.Close
                aria-label="Close notification"
                className="absolute top-2 right-2 rounded-md p-1 text-current opacity-70 hover:opacity-100"
              >
                <span aria-hidden="true">×</span>
              </RadixToast.Close>
            </Tooltip>
          </RadixToast.Root>
        ),
      )}
      <RadixToast.Viewport
        hotkey={TOAST_HOTKEY}
        label="Notifications ({hotkey})"
        className="fixed right-0 bottom-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none"
      />
    </RadixToast.Provider>
  );
}
