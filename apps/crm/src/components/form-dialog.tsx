import { Button } from "@visadesk/ui/button";
import { cx } from "@visadesk/ui/cx";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "@visadesk/ui/dialog";
import { type FormEvent, type ReactNode, useId } from "react";

export interface FormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Also the dialog's accessible name. */
  title: string;
  description: ReactNode;
  /** Called on submit; the browser's own submission is already prevented. */
  onSubmit: () => Promise<void>;
  /** Two columns from the `sm` breakpoint, with the form's error and buttons across both. */
  twoColumns?: boolean;
  /** Why the last submission failed, above the buttons. */
  formError?: string;
  pending: boolean;
  submitLabel: string;
  /** The submit button's text while the request runs, e.g. "Saving...". */
  pendingLabel: string;
  children: ReactNode;
}

/** A modal form: title, description, the fields, the reason a submission failed, and Cancel / submit. */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  onSubmit,
  twoColumns = false,
  formError,
  pending,
  submitLabel,
  pendingLabel,
  children,
}: FormDialogProps) {
  const descriptionId = useId();
  const acrossColumns = twoColumns && "sm:col-span-2";

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void onSubmit();
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent aria-describedby={descriptionId}>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription id={descriptionId}>{description}</DialogDescription>
        <form onSubmit={submit} noValidate className={cx("mt-4 grid gap-3", twoColumns && "sm:grid-cols-2")}>
          {children}
          {formError && (
            <p role="alert" className={cx("text-sm text-red-800", acrossColumns)}>
              {formError}
            </p>
          )}
          <div className={cx("flex justify-end gap-2", acrossColumns)}>
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={pending}>
              {pending ? pendingLabel : submitLabel}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
