import { type Customer, ZUpdateCustomerRequest } from "@visadesk/contracts/customers";
import { Field, inputClassName } from "@visadesk/ui/field";
import { toast } from "@visadesk/ui/toast-store";
import { useState } from "react";
import { DayInput } from "#components/day-input.tsx";
import { FormDialog } from "#components/form-dialog.tsx";
import { useUpdateCustomer } from "#features/customers/api/update-customer.ts";
import { useContractCheckedSubmit } from "#hooks/use-contract-checked-submit.ts";
import { dayText, readDay } from "#lib/day-text.ts";
import { formatPhone } from "#lib/format-phone.ts";

export interface EditCustomerDialogProps {
  customer: Customer;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Correcting a customer's contact and passport details (last 4 characters and expiry, never the number). */
export function EditCustomerDialog({ customer, open, onOpenChange }: EditCustomerDialogProps) {
  const [name, setName] = useState(customer.name);
  const [phone, setPhone] = useState(formatPhone(customer.phone));
  const [email, setEmail] = useState(customer.email ?? "");
  const [city, setCity] = useState(customer.city ?? "");
  const [passportLast4, setPassportLast4] = useState(customer.passportLast4 ?? "");
  const [expiresOn, setExpiresOn] = useState(dayText(customer.passportExpiresOn));
  const update = useUpdateCustomer(customer.id);
  const { errors, formError, submit } = useContractCheckedSubmit(ZUpdateCustomerRequest);

  function save() {
    const expiry = readDay(expiresOn);
    if (expiry.kind === "invalid") return Promise.resolve();
    const body = {
      name,
      phone: phone.trim() || null,
      email: email.trim() || null,
      city: city.trim() || null,
      passportLast4: passportLast4.trim().toUpperCase() || null,
      passportExpiresOn: expiry.kind === "day" ? expiry.value : null,
    };
    return submit(body, async (checked) => {
      await update.mutateAsync(checked);
      toast({ title: "Customer saved" });
      onOpenChange(false);
    });
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Edit the customer"
      description={<>Contact details and the passport's last 4 characters and expiry.</>}
      onSubmit={save}
      formError={formError}
      pending={update.isPending}
      submitLabel="Save"
      pendingLabel="Saving..."
      twoColumns
    >
      <Field label="Name" error={errors.name}>
        <input className={inputClassName} value={name} onChange={(e) => setName(e.target.value)} />
      </Field>
      <Field label="Phone" error={errors.phone}>
        <input
          className={inputClassName}
          type="tel"
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
        />
      </Field>
      <Field label="Email" error={errors.email}>
        <input
          className={inputClassName}
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      </Field>
      <Field label="City" error={errors.city}>
        <input className={inputClassName} value={city} onChange={(e) => setCity(e.target.value)} />
      </Field>
      <Field label="Passport: last 4 characters" error={errors.passportLast4}>
        <input
          className={inputClassName}
          maxLength={4}
          autoComplete="off"
          value={passportLast4}
          onChange={(e) => setPassportLast4(e.target.value)}
        />
      </Field>
      <DayInput
        label="Passport expires on"
        value={expiresOn}
        onChange={setExpiresOn}
        error={errors.passportExpiresOn}
      />
    </FormDialog>
  );
}
