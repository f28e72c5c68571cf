import { can } from "@visadesk/auth/permissions";
import type { FilterSpec } from "#components/list-toolbar.tsx";
import { ASSIGNEE_FILTER } from "#components/record-list-filters.ts";
import { useCurrentUser } from "#lib/session.ts";
import { useAssignableUsers } from "#lib/users-api.ts";

/**
 * The "Assigned to" filter: me or unassigned for everyone, and each staff member by name for admin and the CEO (who
 * see every record); the API filters by the username. Staff see only their own and unassigned records anyway.
 */
export function useAssigneeFilter(): FilterSpec {
  const user = useCurrentUser();
  const manager = can(user, "users.manage");
  const users = useAssignableUsers(manager);
  if (!manager || !users.data) return ASSIGNEE_FILTER;
  return {
    ...ASSIGNEE_FILTER,
    options: [
      ...ASSIGNEE_FILTER.options,
      ...users.data
        .filter((u) => u.username !== user?.username)
        .map((u) => ({ value: u.username, label: `${u.name} (${u.username})` })),
    ],
  };
}
