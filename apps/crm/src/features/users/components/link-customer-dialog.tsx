import { Field, inputClassName } from "@visadesk/ui/field";
import { useState } from "react";
import { describeError } from "#components/error-state.tsx";
import { FormDialog } from "#components/form-dialog.tsx";
import { useLinkCustomer } from "#features/users/api/account-mutations.ts";
import { useUnlinkedCustomers } from "#features/users/api/get-unlinked-customers.ts";

/** Links a client account to the customer record whose cases it should see. */
export function LinkCustomerDialog({ username, onClose }: { username: string | null; onClose: () => void }) {
  const [search, setSearch] = useState("");
  const [customerId, setCustomerId] = useState("");
  const [error, setError] = useState<string>();
  const customers = useUnlinkedCustomers(search, username !== null);
  const link = useLinkCustomer();
  if (!username) return null;
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Link ${username} to a customer record`}
      description="The client then sees that customer's cases, documents and delivery."
      onSubmit={async () => {
        setError(undefined);
        if (!customerId) {
          setError("Choose a customer record");
          return;
        }
        try {
          await link.mutateAsync({ username, customerId });
          onClose();
        } catch (caught) {
          setError(describeError(caught));
        }
      }}
      formError={error}
      pending={link.isPending}
      submitLabel="Link"
      pendingLabel="Linking..."
    >
      <Field label="Find the customer record" hint="Name, phone or email">
        <input className={inputClassName} value={search} onChange={(e) => setSearch(e.target.value)} />
      </Field>
      <Field label="Customer record">
        <select className={inputClassName} value={customerId} onChange={(e) => setCustomerId(e.target.value)}>
          <option value="">Choose...</option>
          {(customers.data ?? []).map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
              {c.phone ? ` (${c.phone})` : ""}
            </option>
          ))}
        </select>
      </Field>
    </FormDialog>
  );
}
