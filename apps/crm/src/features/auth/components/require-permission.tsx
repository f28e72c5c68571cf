import { can, type Permission } from "@visadesk/auth/permissions";
import type { ReactNode } from "react";
import { useSessionState } from "#features/auth/session.ts";

/** docs/behaviours/crm.md#pages: the management dashboards refuse everyone but the admin and the CEO with this text. */
export const ACCESS_DENIED = "Access denied. Admin/CEO access required.";

/** Shows `children` only to a signed-in user whose role holds `permission`; the server refuses the data anyway. */
export function RequirePermission({ permission, children }: { permission: Permission; children: ReactNode }) {
  const user = useSessionState((state) => state.user);
  if (!can(user, permission)) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16">
        <p role="alert" className="text-lg font-semibold text-red-700">
          {ACCESS_DENIED}
        </p>
      </div>
    );
  }
  return <>{children}</>;
}
