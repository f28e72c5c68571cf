import { Button } from "@visadesk/ui/button";
import { KeyRound, LogOut } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useLogout } from "#features/auth/hooks/use-logout.ts";
import { useSessionState } from "#features/auth/session.ts";

const ChangeMyPasswordDialog = lazy(() => import("#features/auth/components/change-my-password-dialog.tsx"));

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
  const [opened, setOpened] = useState(false);
  if (!user) return null;
  return (
    <div className="flex items-center gap-2 text-sm sm:gap-3">
      <span className="hidden text-slate-700 sm:inline">
        <strong data-testid="session-name">{user.name}</strong>{" "}
        <span className="text-slate-600">({ROLE_WORDS[user.role]})</span>
      </span>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => {
          setOpened(true);
          setChanging(true);
        }}
        aria-label="Change my password"
      >
        <KeyRound aria-hidden="true" className="size-4" />
        <span className="hidden md:inline">Password</span>
      </Button>
      {/* Mounted from the first opening on, so that it can animate closed. */}
      {opened && (
        <Suspense fallback={null}>
          <ChangeMyPasswordDialog open={changing} onOpenChange={setChanging} />
        </Suspense>
      )}
      <Button
        variant="secondary"
        size="sm"
        disabled={pending}
        aria-label="Log out"
        onClick={() => {
          setPending(true);
          logout()
            .catch(() => undefined)
            .finally(() => setPending(false));
        }}
      >
        <LogOut aria-hidden="true" className="size-4" />
        {/* On a phone the icon alone, as the Password button: the header then keeps the search box readable. */}
        <span className="hidden md:inline">Log out</span>
      </Button>
    </div>
  );
}
