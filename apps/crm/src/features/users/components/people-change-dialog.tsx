import { isInternalRole, type Role } from "@visadesk/auth/roles";
import type { RecordCounts } from "@visadesk/contracts/staff";
import type { User } from "@visadesk/contracts/users";
import { Field, inputClassName } from "@visadesk/ui/field";
import { toast } from "@visadesk/ui/toast-store";
import { useState } from "react";
import { describeError } from "#components/error-state.tsx";
import { FormDialog } from "#components/form-dialog.tsx";
import { useStaffWorkload } from "#features/staff-management/api/staff-workload.ts";
import { useUpdateAccount } from "#features/users/api/account-mutations.ts";
import { ROLE_LABELS } from "#features/users/components/create-account-dialog.tsx";

/** A change to a person that asks first: a new role, or disabling the account. */
export type PeopleChange = { kind: "role"; role: Role } | { kind: "disable" };

const WORK_WORDS: Record<keyof RecordCounts, [string, string]> = {
  enquiries: ["enquiry", "enquiries"],
  leads: ["lead", "leads"],
  deals: ["deal", "deals"],
  cases: ["case", "cases"],
  deliveries: ["delivery", "deliveries"],
};

/** "2 enquiries, 1 case": the open work in words, kinds with none left out. */
function describeWork(open: RecordCounts): string {
  return (Object.keys(WORK_WORDS) as (keyof RecordCounts)[])
    .filter((kind) => open[kind] > 0)
    .map((kind) => `${open[kind]} ${WORK_WORDS[kind][open[kind] === 1 ? 0 : 1]}`)
    .join(", ");
}

/**
 * Confirms a role change or a disable, saying what happens to the person's sessions and open work. When the change
 * takes them out of staff work, their open records go to the staff member chosen here, in the same step.
 */
export function PeopleChangeDialog({
  account,
  change,
  onClose,
}: {
  account: User;
  change: PeopleChange;
  onClose: () => void;
}) {
  const update = useUpdateAccount();
  const workload = useStaffWorkload();
  const [reassignTo, setReassignTo] = useState("");
  const [error, setError] = useState<string>();
  const [successorMissing, setSuccessorMissing] = useState(false);
  const staffRow = workload.data?.staff.find((s) => s.username === account.username);
  const open = staffRow?.open;
  const total = open ? Object.values(open).reduce((sum, n) => sum + n, 0) : 0;
  const leavesStaffWork =
    isInternalRole(account.role) &&
    account.active &&
    (change.kind === "disable" || !isInternalRole(change.role));
  const needsSuccessor = leavesStaffWork && total > 0;
  const successors = (workload.data?.staff ?? []).filter((s) => s.active && s.username !== account.username);

  const title =
    change.kind === "disable"
      ? `Disable ${account.name}?`
      : `Change ${account.name}'s role to ${ROLE_LABELS[change.role]}?`;
  const submitLabel = change.kind === "disable" ? "Disable account" : "Change role";
  const done =
    change.kind === "disable"
      ? `${account.name} is disabled and signed out`
      : `${account.name} is now ${ROLE_LABELS[change.role]}`;

  async function confirm() {
    setError(undefined);
    setSuccessorMissing(needsSuccessor && !reassignTo);
    if (needsSuccessor && !reassignTo) return;
    const body = change.kind === "disable" ? { active: false } : { role: change.role };
    try {
      await update.mutateAsync({
        username: account.username,
        body: needsSuccessor ? { ...body, reassignTo } : body,
      });
      const to = successors.find((s) => s.username === reassignTo);
      toast({
        title: done,
        description:
          needsSuccessor && to ? `Their ${total} open records are now with ${to.name}.` : undefined,
      });
      onClose();
    } catch (caught) {
      setError(describeError(caught));
    }
  }

  return (
    <FormDialog
      open
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={title}
      description={
        change.kind === "disable"
          ? `${account.name} is signed out everywhere at once and cannot sign in until the account is enabled again.`
          : `${account.name} is signed out everywhere at once and signs in again with the new role's pages.`
      }
      onSubmit={confirm}
      formError={error}
      pending={update.isPending}
      submitLabel={submitLabel}
      pendingLabel="Saving..."
    >
      <p className="text-sm text-slate-700">
        Any invitation or reset link sent to {account.name} stops working.
      </p>
      {isInternalRole(account.role) && workload.isPending && (
        <p role="status" className="text-sm text-slate-700">
          Counting their open work...
        </p>
      )}
      {workload.isError && isInternalRole(account.role) && (
        <p className="text-sm text-red-800">
          We could not count their open work: {describeError(workload.error)}
        </p>
      )}
      {open && total === 0 && <p className="text-sm text-slate-700">{account.name} has no open work.</p>}
      {open && total > 0 && !needsSuccessor && (
        <p className="text-sm text-slate-700">Their open work stays with them: {describeWork(open)}.</p>
      )}
      {open && needsSuccessor && (
        <>
          <p className="text-sm font-medium text-slate-900">
            {account.name} has {total} open {total === 1 ? "record" : "records"}: {describeWork(open)}.
          </p>
          <Field
            label="Who takes their open work?"
            hint="Each record moves now, with a note on its timeline."
            error={successorMissing ? "Choose who takes their open work" : undefined}
          >
            <select
              className={inputClassName}
              value={reassignTo}
              onChange={(e) => setReassignTo(e.target.value)}
            >
              <option value="">Choose a staff member...</option>
              {successors.map((s) => (
                <option key={s.username} value={s.username}>
                  {s.name} ({ROLE_LABELS[s.role]})
                </option>
              ))}
            </select>
          </Field>
        </>
      )}
    </FormDialog>
  );
}
