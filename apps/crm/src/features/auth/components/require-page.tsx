import { can, PAGE_PERMISSIONS } from "@visadesk/auth/permissions";
import { homePath } from "@visadesk/auth/roles";
import { EmptyState } from "@visadesk/ui/empty-state";
import type { ReactNode } from "react";
import { Link, Navigate, useLocation } from "react-router";
import { RequirePermission } from "#features/auth/components/require-permission.tsx";
import { useSessionState } from "#features/auth/session.ts";
import { sessionHasExpired } from "#features/auth/session-end.ts";

export type InternalPath = keyof typeof PAGE_PERMISSIONS;

/** docs/behaviours/crm.md#pages: these two answer everyone else with the access-denied text, visitors included. */
const MANAGEMENT_DASHBOARDS: ReadonlySet<string> = new Set(["/crm/workflow", "/360-dashboard"]);

/** What the login card is told when a guard sends a visitor there. */
export interface LoginRedirectState {
  reason: "expired" | "signin";
  from: string;
}

/**
 * The guard of every internal page: a visitor goes to the login card; a signed-in user whose role lacks the page's
 * permission (the role table of docs/behaviours/crm.md#roles) is told so and offered the way home. The server refuses
 * the data anyway.
 */
export function RequirePage({ path, children }: { path: InternalPath; children: ReactNode }) {
  const user = useSessionState((state) => state.user);
  const location = useLocation();
  const permission = PAGE_PERMISSIONS[path];
  if (MANAGEMENT_DASHBOARDS.has(path))
    return <RequirePermission permission={permission}>{children}</RequirePermission>;
  if (!user) {
    const state: LoginRedirectState = {
      reason: sessionHasExpired() ? "expired" : "signin",
      from: `${location.pathname}${location.search}`,
    };
    return <Navigate to="/webcrmpanel" replace state={state} />;
  }
  if (!can(user, permission)) {
    return (
      <EmptyState
        role="alert"
        title="This page is not part of your role"
        description="Ask an admin if you need it."
        action={
          <Link to={homePath(user.role)} className="font-semibold text-brand-700 underline">
            Go to your home page
          </Link>
        }
      />
    );
  }
  return <>{children}</>;
}
