import { canManageRole, MANAGEABLE_ROLES } from "@visadesk/auth/permissions";
import type { Role } from "@visadesk/auth/roles";
import type { InvitationLink, User } from "@visadesk/contracts/users";
import { Badge } from "@visadesk/ui/badge";
import { Button } from "@visadesk/ui/button";
import { SkeletonRows } from "@visadesk/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from "@visadesk/ui/table";
import { toast } from "@visadesk/ui/toast-store";
import { useState } from "react";
import { Link } from "react-router";
import { describeError, ErrorState } from "#components/error-state.tsx";
import { PageHeader } from "#components/page-header.tsx";
import { useSendLink, useUpdateAccount } from "#features/users/api/account-mutations.ts";
import { useAccounts } from "#features/users/api/get-users.ts";
import { CreateAccountDialog, ROLE_LABELS } from "#features/users/components/create-account-dialog.tsx";
import { InvitationLinkDialog } from "#features/users/components/invitation-link-dialog.tsx";
import { LinkCustomerDialog } from "#features/users/components/link-customer-dialog.tsx";
import { type PeopleChange, PeopleChangeDialog } from "#features/users/components/people-change-dialog.tsx";
import { formatDateTime } from "#lib/format.ts";
import { useCurrentUser } from "#lib/session.ts";

/** One account's row: role (changeable within what the actor manages), status, links and actions. */
function AccountRow({
  account,
  onLink,
  onLinkCustomer,
}: {
  account: User;
  onLink: (link: InvitationLink) => void;
  onLinkCustomer: (username: string) => void;
}) {
  const me = useCurrentUser();
  const update = useUpdateAccount();
  const sendLink = useSendLink();
  const manageable = me !== null && me.username !== account.username && canManageRole(me, account.role);
  const roles = me ? (MANAGEABLE_ROLES[me.role] as readonly Role[]) : [];
  // A role change and a disable ask first (sessions, links, open work); enabling an account does not.
  const [change, setChange] = useState<PeopleChange | null>(null);

  async function run(work: () => Promise<unknown>, done: string) {
    try {
      await work();
      toast({ title: done });
    } catch (error) {
      toast({ title: "That did not work", description: describeError(error), variant: "destructive" });
    }
  }

  return (
    <TableRow>
      <TableCell>
        <span className="font-medium text-slate-900">{account.name}</span>
        <span className="block text-xs text-slate-600">{account.username}</span>
      </TableCell>
      <TableCell>
        {manageable ? (
          <select
            aria-label={`Role of ${account.name}`}
            className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm"
            value={account.role}
            disabled={update.isPending}
            onChange={(e) => setChange({ kind: "role", role: e.target.value as Role })}
          >
            {roles.map((r) => (
              <option key={r} value={r}>
                {ROLE_LABELS[r]}
              </option>
            ))}
          </select>
        ) : (
          ROLE_LABELS[account.role]
        )}
      </TableCell>
      <TableCell>
        {account.active ? <Badge tone="success">Active</Badge> : <Badge tone="danger">Disabled</Badge>}
        {account.mustChangePassword && (
          <span className="block text-xs text-slate-600">Must choose a password</span>
        )}
      </TableCell>
      <TableCell>{account.lastLoginAt ? formatDateTime(account.lastLoginAt) : "Never signed in"}</TableCell>
      <TableCell>
        {account.role === "customer" &&
          (account.customers.length === 0 ? (
            <span className="text-slate-600">Not linked</span>
          ) : (
            <ul>
              {account.customers.map((c) => (
                <li key={c.id}>
                  <Link to={`/customers?id=${c.id}`} className="text-brand-700 underline underline-offset-2">
                    {c.name}
                  </Link>
                </li>
              ))}
            </ul>
          ))}
      </TableCell>
      <TableCell>
        {manageable && (
          <div className="flex flex-wrap gap-2">
            {account.active && (
              <Button
                size="sm"
                variant="secondary"
                disabled={sendLink.isPending}
                onClick={() =>
                  void sendLink.mutateAsync(account.username).then(
                    (link) => link && onLink(link),
                    (error: unknown) => {
                      toast({ title: "No link", description: describeError(error), variant: "destructive" });
                    },
                  )
                }
              >
                {account.lastLoginAt ? "Reset link" : "Invitation link"}
                <span className="sr-only"> for {account.name}</span>
              </Button>
            )}
            {account.role === "customer" && account.customers.length === 0 && (
              <Button size="sm" variant="secondary" onClick={() => onLinkCustomer(account.username)}>
                Link customer<span className="sr-only"> to {account.name}</span>
              </Button>
            )}
            <Button
              size="sm"
              variant="secondary"
              disabled={update.isPending}
              onClick={() =>
                account.active
                  ? setChange({ kind: "disable" })
                  : void run(
                      () => update.mutateAsync({ username: account.username, body: { active: true } }),
                      `${account.name} is enabled`,
                    )
              }
            >
              {account.active ? "Disable" : "Enable"}
              <span className="sr-only"> {account.name}</span>
            </Button>
          </div>
        )}
        {change && <PeopleChangeDialog account={account} change={change} onClose={() => setChange(null)} />}
      </TableCell>
    </TableRow>
  );
}

/** /users (admin and CEO): every account with role and status; create, change role, disable, links, linking. */
export default function UsersPage() {
  const accounts = useAccounts();
  const [creating, setCreating] = useState(false);
  const [link, setLink] = useState<InvitationLink | null>(null);
  const [linking, setLinking] = useState<string | null>(null);
  return (
    <div>
      <PageHeader
        title="Users"
        description="Accounts of staff, clients and investors. New accounts choose their own password from a one-time link."
        actions={<Button onClick={() => setCreating(true)}>New account</Button>}
      />
      {accounts.isPending && <SkeletonRows label="Loading the accounts" />}
      {accounts.isError && (
        <ErrorState
          title="We could not load the accounts"
          error={accounts.error}
          onRetry={() => void accounts.refetch()}
        />
      )}
      {accounts.data && (
        <div className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <Table>
            <TableHead>
              <TableRow>
                <TableHeaderCell>Name</TableHeaderCell>
                <TableHeaderCell>Role</TableHeaderCell>
                <TableHeaderCell>Status</TableHeaderCell>
                <TableHeaderCell>Last sign-in</TableHeaderCell>
                <TableHeaderCell>Customer record</TableHeaderCell>
                <TableHeaderCell>Actions</TableHeaderCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {accounts.data.users.map((account) => (
                <AccountRow
                  key={account.username}
                  account={account}
                  onLink={setLink}
                  onLinkCustomer={setLinking}
                />
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      <CreateAccountDialog open={creating} onOpenChange={setCreating} onCreated={setLink} />
      <InvitationLinkDialog link={link} onClose={() => setLink(null)} />
      <LinkCustomerDialog username={linking} onClose={() => setLinking(null)} />
    </div>
  );
}
