import { Dialog as RadixDialog } from "radix-ui";
import type { ComponentPropsWithoutRef, ReactNode } from "react";
import { cn } from "#cn.ts";

/** An accessible modal (Radix): focus stays inside, Escape closes unless prevented, the page behind is inert. */
export const Dialog = RadixDialog.Root;
export const DialogTrigger = RadixDialog.Trigger;
export const DialogClose = RadixDialog.Close;

export interface DialogContentProps extends ComponentPropsWithoutRef<typeof RadixDialog.Content> {
  /** Classes for the backdrop, e.g. a blur for a blocking overlay. */
  overlayClassName?: string;
  children: ReactNode;
}

/** The dialog's panel on a dimmed backdrop, rendered in a portal at the end of the body. */
export function DialogContent({ className, overlayClassName, children, ...props }: DialogContentProps) {
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className={cn("fixed inset-0 z-50 bg-slate-900/50", overlayClassName)} />
      <RadixDialog.Content
        className={cn(
          "fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2",
          "overflow-y-auto rounded-card bg-white p-6 shadow-xl focus:outline-none",
          className,
        )}
        {...props}
      >
        {children}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}

export function DialogTitle({ className, ...props }: ComponentPropsWithoutRef<typeof RadixDialog.Title>) {
  return <RadixDialog.Title className={cn("text-xl font-bold text-slate-900", className)} {...props} />;
}

export function DialogDescription({
  className,
  ...props
}: ComponentPropsWithoutRef<typeof RadixDialog.Description>) {
  return <RadixDialog.Description className={cn("mt-2 text-sm text-slate-600", className)} {...props} />;
}
