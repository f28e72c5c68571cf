import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@visadesk/ui/dialog";
import { toast } from "@visadesk/ui/toast-store";
import { useEffect, useId, useState } from "react";
import { DiscardTypedPrompt } from "#components/discard-typed-prompt.tsx";
import { ChangePasswordForm } from "#features/auth/components/change-password-form.tsx";
import { useBackClosesDialog } from "#hooks/use-back-closes-dialog.ts";

/**
 * The signed-in person's own password change, opened from the session bar. A module of its own, loaded when first
 * opened: the dialog and the form (with the API's contract) are not part of every CRM page's first load
 * (docs/behaviours/speed.md#crm-pages).
 */
export default function ChangeMyPasswordDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const descriptionId = useId();
  // As every form dialog (FormDialog): Back closes it, asking first when something was typed.
  const [typed, setTyped] = useState(false);
  useEffect(() => {
    if (open) setTyped(false);
  }, [open]);
  const back = useBackClosesDialog({ open, dirty: typed, onClose: () => onOpenChange(false) });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent aria-describedby={descriptionId}>
        <DialogTitle>Change my password</DialogTitle>
        <DialogDescription id={descriptionId}>
          You stay signed in here; your other devices are signed out.
        </DialogDescription>
        <DiscardTypedPrompt back={back} />
        <div className="mt-4" onInput={() => setTyped(true)}>
          <ChangePasswordForm
            onChanged={() => {
              onOpenChange(false);
              toast({ title: "Your password is changed" });
            }}
          />
        </div>
      </DialogContent>
    </Dialog>
  );
}
