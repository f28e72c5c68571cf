import { can } from "@visadesk/auth/permissions";
import { type InvitationLink, ZCreateUserRequest } from "@visadesk/contracts/users";
import { Button } from "@visadesk/ui/button";
import { Field, inputClassName } from "@visadesk/ui/field";
import { toast } from "@visadesk/ui/toast-store";
import { useState } from "react";
import { DetailSection } from "#components/detail-section.tsx";
import { FormDialog } from "#components/form-dialog.tsx";
import { useCreatePortalAccount } from "#features/customers/api/create-portal-account.ts";
import { useContractCheckedSubmit } from "#hooks/use-contract-checked-submit.ts";
import { useCurrentUser } from "#lib/session.ts";

/** A username suggestion from the client's name: "Asha Rao" -> "asha.rao". */
function suggestUsername(name: string): string {
  const base = name
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, ".")
    .replace(/^\.+|\.+$/g, "")
    .slice(0, 32);
  return base.length >= 2 ? base : "";
}

/** Whether the client has a portal account, and for admin and the CEO a way to create one. */
export function PortalAccountSection({
  customerId,
  customerName,
  portalUsername,
}: {
  customerId: string;
  customerName: string;
  portalUsername: string | null;
}) {
  const user = useCurrentUser();
  const manager = can(user, "users.manage");
  const [creating, setCreating] = useState(false);
  const [username, setUsername] = useState(() => suggestUsername(customerName));
  const [link, setLink] = useState<InvitationLink | null>(null);
  const create = useCreatePortalAccount(customerId);
  const { errors, formError, submit } = useContractCheckedSubmit(ZCreateUserRequest);

  function save() {
    const body = { username: username.trim(), name: customerName, role: "customer" as const, customerId };
    return submit(body, async () => {
      setLink(await create.mutateAsync({ username: body.username, name: customerName }));
      toast({
        title: "Portal account created",
        description: `${customerName} signs in as ${body.username} once they set a password.`,
      });
      setCreating(false);
    });
  }

  return (
    <DetailSection title="Portal account">
      {portalUsername ? (
        <p className="text-sm text-slate-800">
          Has an account: <strong>{portalUsername}</strong>
        </p>
      ) : (
        <p className="text-sm text-slate-700">No portal account yet.</p>
      )}
      {!portalUsername && manager && (
        <Button className="mt-3" size="sm" variant="secondary" onClick={() => setCreating(true)}>
          Create portal account
        </Button>
      )}
      <FormDialog
        open={creating}
        onOpenChange={setCreating}
        title="Create a portal account"
        description={
          <>
            {customerName} will see their own cases, checklist and delivery. You get a one-time link to send
            them by WhatsApp or email; they choose their own password with it.
          </>
        }
        onSubmit={save}
        formError={formError}
        pending={create.isPending}
        submitLabel="Create account"
        pendingLabel="Creating..."
      >
        <Field label="Username" error={errors.username} hint="Lower-case letters, digits, '.', '_' or '-'">
          <input
            className={inputClassName}
            autoComplete="off"
            value={username}
            onChange={(e) => setUsername(e.target.value)}
          />
        </Field>
      </FormDialog>
      {link && (
        <div className="mt-3 rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-950">
          <p className="font-medium">Invitation link (works once, for 72 hours):</p>
          <label htmlFor={`invite-${customerId}`} className="sr-only">
            Invitation link
          </label>
          <input
            id={`invite-${customerId}`}
            readOnly
            className={`${inputClassName} mt-1`}
            value={`${window.location.origin}${link.path}`}
            onFocus={(e) => e.target.select()}
          />
          <Button
            className="mt-2"
            size="sm"
            variant="secondary"
            onClick={() => void navigator.clipboard?.writeText(`${window.location.origin}${link.path}`)}
          >
            Copy link
          </Button>
        </div>
      )}
    </DetailSection>
  );
}
