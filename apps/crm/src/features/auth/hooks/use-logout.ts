import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { logout } from "#features/auth/api/logout.ts";
import { sessionStore } from "#features/auth/session.ts";
import { clearSessionExpired } from "#features/auth/session-end.ts";

/**
 * Logout (docs/behaviours/crm.md#session-in-the-browser): ends the server session, clears the stored session and CRM
 * flags, goes to /webcrmpanel.
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    try {
      await logout();
    } finally {
      clearSessionExpired();
      sessionStore.getState().signOut();
      queryClient.clear();
      await navigate("/webcrmpanel");
    }
  };
}
