import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@visadesk/ui/dialog";
import { toast } from "@visadesk/ui/toast-store";
import { useId } from "react";
import { ChangePasswordForm } from "#features/auth/components/change-password-form.tsx";

/**
 * The signed-in person's own password change, opened from the session bar. A module of its own, loaded when first
 * opened: the dialog and the form (with the API's contract) are not part of every CRM page's first load (issue 23).
 */
export default function ChangeMyPasswordDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const descriptionId = useId();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent aria-describedby={descriptionId}>
        <DialogTitle>Change my password</DialogTitle>
        <DialogDescription id={descriptionId}>
          You stay signed in here; your other devices are signed out.
        </DialogDescription>
        <div className="mt-4">
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
