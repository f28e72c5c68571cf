import { Button } from "@visadesk/ui/button";
import { cx } from "@visadesk/ui/cx";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "@visadesk/ui/dialog";
import { type FormEvent, type ReactNode, useEffect, useId, useState } from "react";
import { DiscardTypedPrompt } from "#components/discard-typed-prompt.tsx";
import { useBackClosesDialog } from "#hooks/use-back-closes-dialog.ts";

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

/**
 * A modal form: title, description, the fields, the reason a submission failed, and Cancel / submit. Back closes it
 * rather than the page under it, and asks first when something was typed (useBackClosesDialog).
 */
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
  // Typed into since it opened: any input event from its fields.
  const [typed, setTyped] = useState(false);
  useEffect(() => {
    if (open) setTyped(false);
  }, [open]);
  const back = useBackClosesDialog({ open, dirty: typed, onClose: () => onOpenChange(false) });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void onSubmit();
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent aria-describedby={descriptionId}>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription id={descriptionId}>{description}</DialogDescription>
        <DiscardTypedPrompt back={back} />
        <form
          onSubmit={submit}
          onInput={() => setTyped(true)}
          onChange={() => setTyped(true)}
          noValidate
          className={cx("mt-4 grid gap-3", twoColumns && "sm:grid-cols-2")}
        >
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
