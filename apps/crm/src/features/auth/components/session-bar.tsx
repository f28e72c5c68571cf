import { Button } from "@visadesk/ui/button";
import { LogOut } from "lucide-react";
import { useState } from "react";
import { useLogout } from "#features/auth/hooks/use-logout.ts";
import { useSessionState } from "#features/auth/session.ts";

/** Who is signed in, and the way out. Hidden for visitors. */
export function SessionBar() {
  const user = useSessionState((state) => state.user);
  const logout = useLogout();
  const [pending, setPending] = useState(false);
  if (!user) return null;
  return (
    <div className="flex items-center gap-3 text-sm">
      <span className="hidden text-slate-700 sm:inline">
        <strong data-testid="session-name">{user.name}</strong>{" "}
        <span className="text-slate-600">({user.role})</span>
      </span>
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
