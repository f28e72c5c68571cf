import { MANAGEABLE_ROLES } from "@visadesk/auth/permissions";
import type { Role } from "@visadesk/auth/roles";
import { type InvitationLink, ZCreateUserRequest } from "@visadesk/contracts/users";
import { Field, inputClassName } from "@visadesk/ui/field";
import { useState } from "react";
import { FormDialog } from "#components/form-dialog.tsx";
import { useCreateAccount } from "#features/users/api/account-mutations.ts";
import { useUnlinkedCustomers } from "#features/users/api/get-unlinked-customers.ts";
import { useContractCheckedSubmit } from "#hooks/use-contract-checked-submit.ts";
import { useCurrentUser } from "#lib/session.ts";

export const ROLE_LABELS: Record<Role, string> = {
  ceo: "CEO",
  admin: "Admin",
  staff: "Staff",
  investor: "Investor",
  customer: "Client",
};

/** A new account: it gets an invitation link to choose its own password (no password is typed here). */
export function CreateAccountDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (link: InvitationLink) => void;
}) {
  const user = useCurrentUser();
  const roles = user ? (MANAGEABLE_ROLES[user.role] as readonly Role[]) : [];
  const [username, setUsername] = useState("");
  const [name, setName] = useState("");
  const [role, setRole] = useState<Role>("staff");
  const [search, setSearch] = useState("");
  const [customerId, setCustomerId] = useState("");
  const customers = useUnlinkedCustomers(search, open && role === "customer");
  const create = useCreateAccount();
  const { errors, formError, submit } = useContractCheckedSubmit(ZCreateUserRequest);

  function save() {
    const body = {
      username: username.trim(),
      name: name.trim(),
      role,
      ...(role === "customer" && customerId ? { customerId } : {}),
    };
    return submit(body, async () => {
      const created = await create.mutateAsync(body);
      setUsername("");
      setName("");
      setCustomerId("");
      onOpenChange(false);
      if (created?.invitation) onCreated(created.invitation);
    });
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="New account"
      description="The person gets a one-time link to choose their own password."
      onSubmit={save}
      formError={formError}
      pending={create.isPending}
      submitLabel="Create and get the link"
      pendingLabel="Creating..."
    >
      <Field label="Full name" error={errors.name}>
        <input className={inputClassName} value={name} onChange={(e) => setName(e.target.value)} />
      </Field>
      <Field label="Username" hint="Lower-case letters, digits, '.', '_' or '-'" error={errors.username}>
        <input
          className={inputClassName}
          autoComplete="off"
          autoCapitalize="none"
          value={username}
          onChange={(e) => setUsername(e.target.value)}
        />
      </Field>
      <Field label="Role" error={errors.role}>
        <select className={inputClassName} value={role} onChange={(e) => setRole(e.target.value as Role)}>
          {roles.map((r) => (
            <option key={r} value={r}>
              {ROLE_LABELS[r]}
            </option>
          ))}
        </select>
      </Field>
      {role === "customer" && (
        <>
          <Field label="Find the client's customer record" hint="Name, phone or email">
            <input className={inputClassName} value={search} onChange={(e) => setSearch(e.target.value)} />
          </Field>
          <Field label="Customer record" error={errors.customerId}>
            <select
              className={inputClassName}
              value={customerId}
              onChange={(e) => setCustomerId(e.target.value)}
            >
              <option value="">Link later</option>
              {(customers.data ?? []).map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                  {c.phone ? ` (${c.phone})` : ""}
                </option>
              ))}
            </select>
          </Field>
        </>
      )}
    </FormDialog>
  );
}
