import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { getMeQueryOptions } from "#features/auth/api/get-me.ts";
import { sessionStore, useSessionState } from "#features/auth/session.ts";
import { markSessionExpired } from "#features/auth/session-end.ts";

/**
 * On load, a user restored from local storage is confirmed with `/api/auth/me` (the server stays the authority): a
 * 401 clears the stored session (and the login card then explains that it expired), a changed name or role is stored.
 */
export function useSessionCheck(): void {
  const status = useSessionState((state) => state.status);
  const me = useQuery({ ...getMeQueryOptions(), enabled: status === "restored" });
  useEffect(() => {
    if (status !== "restored" || !me.isSuccess) return;
    if (me.data === null) markSessionExpired();
    sessionStore.getState().confirm(me.data);
  }, [status, me.isSuccess, me.data]);
}
