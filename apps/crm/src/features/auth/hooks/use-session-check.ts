import { useQuery } from "@tanstack/react-query";
import type { SessionUser } from "@visadesk/auth/session-user";
import { useEffect } from "react";
import { getMeQueryOptions } from "#features/auth/api/get-me.ts";
import { sessionStore, useSessionState } from "#features/auth/session.ts";
import { markSessionExpired } from "#features/auth/session-end.ts";

function sameSessionUser(a: SessionUser, b: SessionUser): boolean {
  return a.username === b.username && a.name === b.name && a.role === b.role;
}

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
    // The same person as stored keeps the same object: every component that reads the user (the whole frame and the
    // page) would otherwise render again right after the first load, for nothing.
    const stored = sessionStore.getState().user;
    sessionStore.getState().confirm(stored && me.data && sameSessionUser(stored, me.data) ? stored : me.data);
  }, [status, me.isSuccess, me.data]);
}
