import { Button } from "@visadesk/ui/button";
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
    <div className="flex items-center justify-end gap-3 border-b border-slate-200 bg-white px-4 py-2 text-sm">
      <span className="text-slate-700">
        Signed in as <strong data-testid="session-name">{user.name}</strong> ({user.role})
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
        Log out
      </Button>
    </div>
  );
}
