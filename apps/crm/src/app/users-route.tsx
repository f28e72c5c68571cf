import { can } from "@visadesk/auth/permissions";
import { Link, useSearchParams } from "react-router";
import { AuditLog } from "#features/audit/components/audit-log.tsx";
import { FailedJobs } from "#features/failed-jobs/components/failed-jobs.tsx";
import UsersPage from "#features/users/components/users-page.tsx";
import { useCurrentUser } from "#lib/session.ts";

/**
 * /users: the accounts and, beside them, the audit log (`?view=audit`) and the background jobs that failed
 * (`?view=failed-jobs`), all for admin and the CEO.
 */
export default function UsersRoute() {
  const [params] = useSearchParams();
  const user = useCurrentUser();
  const audit = params.get("view") === "audit" && can(user, "audit.read");
  const failedJobs = params.get("view") === "failed-jobs" && can(user, "jobs.manage");
  const accounts = !audit && !failedJobs;
  const tab = (active: boolean) =>
    `rounded-md px-3 py-1.5 text-sm font-medium ${active ? "bg-brand-700 text-white" : "text-slate-700 hover:bg-slate-200"}`;
  return (
    <div>
      <nav aria-label="Accounts and audit" className="mb-4 flex flex-wrap gap-2">
        <Link to="/users" className={tab(accounts)} aria-current={accounts ? "page" : undefined}>
          Accounts
        </Link>
        {can(user, "audit.read") && (
          <Link to="/users?view=audit" className={tab(audit)} aria-current={audit ? "page" : undefined}>
            Audit log
          </Link>
        )}
        {can(user, "jobs.manage") && (
          <Link
            to="/users?view=failed-jobs"
            className={tab(failedJobs)}
            aria-current={failedJobs ? "page" : undefined}
          >
            Failed jobs
          </Link>
        )}
      </nav>
      {audit ? <AuditLog /> : failedJobs ? <FailedJobs /> : <UsersPage />}
    </div>
  );
}
