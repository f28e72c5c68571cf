import { Button } from "@visadesk/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@visadesk/ui/dialog";
import { toast } from "@visadesk/ui/toast-store";
import { KeyRound, LogOut } from "lucide-react";
import { useId, useState } from "react";
import { ChangePasswordForm } from "#features/auth/components/change-password-form.tsx";
import { useLogout } from "#features/auth/hooks/use-logout.ts";
import { useSessionState } from "#features/auth/session.ts";

/** Roles in plain words: a customer is a client to themselves. */
const ROLE_WORDS = {
  ceo: "CEO",
  admin: "Admin",
  staff: "Staff",
  investor: "Investor",
  customer: "Client",
} as const;

/** Who is signed in, their own password change, and the way out. Hidden for visitors. */
export function SessionBar() {
  const user = useSessionState((state) => state.user);
  const logout = useLogout();
  const [pending, setPending] = useState(false);
  const [changing, setChanging] = useState(false);
  const descriptionId = useId();
  if (!user) return null;
  return (
    <div className="flex items-center gap-2 text-sm sm:gap-3">
      <span className="hidden text-slate-700 sm:inline">
        <strong data-testid="session-name">{user.name}</strong>{" "}
        <span className="text-slate-600">({ROLE_WORDS[user.role]})</span>
      </span>
      <Button variant="secondary" size="sm" onClick={() => setChanging(true)} aria-label="Change my password">
        <KeyRound aria-hidden="true" className="size-4" />
        <span className="hidden md:inline">Password</span>
      </Button>
      <Dialog open={changing} onOpenChange={setChanging}>
        <DialogContent aria-describedby={descriptionId}>
          <DialogTitle>Change my password</DialogTitle>
          <DialogDescription id={descriptionId}>
            You stay signed in here; your other devices are signed out.
          </DialogDescription>
          <div className="mt-4">
            <ChangePasswordForm
              onChanged={() => {
                setChanging(false);
                toast({ title: "Your password is changed" });
              }}
            />
          </div>
        </DialogContent>
      </Dialog>
      <Button
        variant="secondary"
        size="sm"
        disabled={pending}
        onClick={() => {
          setPending(true);
          logout()
            .catch(() => undefined)
            .finally(() => setPending(false));
        }}
      >
        <LogOut aria-hidden="true" className="size-4" />
        Log out
      </Button>
    </div>
  );
}
