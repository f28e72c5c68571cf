import { can } from "@visadesk/auth/permissions";
import type { Assignee } from "@visadesk/contracts/crm";
import { Button } from "@visadesk/ui/button";
import { Select } from "@visadesk/ui/select";
import { useId } from "react";
import { useCurrentUser } from "#lib/session.ts";
import { useAssignableUsers } from "#lib/users-api.ts";

export interface AssigneeControlProps {
  assignee: Assignee;
  onAssign: (username: string | null) => void;
  pending?: boolean;
}

/**
 * Who works the record. Staff may take an unassigned record or let one of theirs go (scopes:
 * docs/behaviours/crm.md#roles); admin and the CEO pick anyone from the users list.
 */
export function AssigneeControl({ assignee, onAssign, pending }: AssigneeControlProps) {
  const user = useCurrentUser();
  const manager = can(user, "users.manage");
  const users = useAssignableUsers(manager);
  const selectId = useId();
  const mine = assignee?.username === user?.username;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-slate-800">
        {assignee ? (
          <>
            Assigned to <strong>{assignee.name}</strong>
          </>
        ) : (
          "Nobody is on this yet."
        )}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        {!mine && (manager || !assignee) && (
          <Button size="sm" disabled={pending} onClick={() => user && onAssign(user.username)}>
            Assign to me
          </Button>
        )}
        {assignee && (manager || mine) && (
          <Button size="sm" variant="secondary" disabled={pending} onClick={() => onAssign(null)}>
            Unassign
          </Button>
        )}
        {manager && users.data && (
          <>
            <label htmlFor={selectId} className="sr-only">
              Assign to
            </label>
            <Select
              id={selectId}
              size="sm"
              className="max-w-44"
              disabled={pending}
              value={assignee?.username ?? ""}
              onChange={(event) => onAssign(event.target.value || null)}
            >
              <option value="">Unassigned</option>
              {users.data.map((u) => (
                <option key={u.username} value={u.username}>
                  {u.name} ({u.role})
                </option>
              ))}
            </Select>
          </>
        )}
      </div>
    </div>
  );
}
