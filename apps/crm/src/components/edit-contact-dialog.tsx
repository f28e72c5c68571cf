import { Field, inputClassName } from "@visadesk/ui/field";
import { toast } from "@visadesk/ui/toast-store";
import { useState } from "react";
import { Link } from "react-router";
import type { z } from "zod";
import { CountrySelect } from "#components/country-select.tsx";
import { FormDialog } from "#components/form-dialog.tsx";
import { VisaTypeSelect } from "#components/visa-type-select.tsx";
import { useContractCheckedSubmit } from "#hooks/use-contract-checked-submit.ts";
import { type Conflict, conflictOf, recordPath } from "#lib/conflict.ts";
import { formatPhone } from "#lib/format-phone.ts";

/** The contact fields staff correct on a lead or an enquiry. */
export interface ContactValues {
  name: string;
  phone: string | null;
  email: string | null;
  city: string | null;
  destinationCountry: string | null;
  visaType: string | null;
}

export interface EditContactDialogProps {
  /** "lead" or "enquiry": the dialog's title and notification. */
  noun: string;
  initial: ContactValues;
  /** The API's update schema: the form is checked with it before it is sent. */
  schema: z.ZodType;
  save: (body: Record<string, string | null>) => Promise<unknown>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Correcting a lead's or an enquiry's name, phone, email, city, destination and visa type, with the API's own
 * validation; a phone another lead already has is answered with a link to that lead.
 */
export function EditContactDialog({
  noun,
  initial,
  schema,
  save,
  open,
  onOpenChange,
}: EditContactDialogProps) {
  const [values, setValues] = useState({
    name: initial.name,
    phone: formatPhone(initial.phone),
    email: initial.email ?? "",
    city: initial.city ?? "",
    destinationCountry: initial.destinationCountry ?? "",
    visaType: initial.visaType ?? "",
  });
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [pending, setPending] = useState(false);
  const { errors, formError, submit } = useContractCheckedSubmit(schema);
  const set = (key: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  function send() {
    // Only what changed is sent, so that a record with an old value the rules now refuse can still be corrected.
    const before: Record<string, string> = {
      name: initial.name,
      phone: formatPhone(initial.phone),
      email: initial.email ?? "",
      city: initial.city ?? "",
      destinationCountry: initial.destinationCountry ?? "",
      visaType: initial.visaType ?? "",
    };
    const body: Record<string, string | null> = {};
    for (const [key, value] of Object.entries(values)) {
      if (value.trim() !== before[key]) body[key] = key === "name" ? value : value.trim() || null;
    }
    if (Object.keys(body).length === 0) {
      onOpenChange(false);
      return Promise.resolve();
    }
    setConflict(null);
    return submit(body, async () => {
      setPending(true);
      try {
        await save(body);
        toast({ title: `The ${noun} is corrected` });
        onOpenChange(false);
      } catch (error) {
        setConflict(conflictOf(error));
        throw error;
      } finally {
        setPending(false);
      }
    });
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Edit the ${noun}`}
      description={<>Correct the contact details and what the client asked for.</>}
      onSubmit={send}
      formError={conflict ? undefined : formError}
      pending={pending}
      submitLabel="Save"
      pendingLabel="Saving..."
      twoColumns
    >
      <Field label="Name" error={errors.name}>
        <input className={inputClassName} value={values.name} onChange={(e) => set("name")(e.target.value)} />
      </Field>
      <Field label="Phone" error={errors.phone} hint="With the country code, or an Indian number">
        <input
          className={inputClassName}
          type="tel"
          value={values.phone}
          onChange={(e) => set("phone")(e.target.value)}
        />
      </Field>
      <Field label="Email" error={errors.email}>
        <input
          className={inputClassName}
          type="email"
          value={values.email}
          onChange={(e) => set("email")(e.target.value)}
        />
      </Field>
      <Field label="City" error={errors.city}>
        <input className={inputClassName} value={values.city} onChange={(e) => set("city")(e.target.value)} />
      </Field>
      <Field label="Destination" error={errors.destinationCountry}>
        <CountrySelect
          size="lg"
          value={values.destinationCountry}
          onChange={(e) => set("destinationCountry")(e.target.value)}
        />
      </Field>
      <Field label="Visa type" error={errors.visaType}>
        <VisaTypeSelect size="lg" value={values.visaType} onChange={(e) => set("visaType")(e.target.value)} />
      </Field>
      {conflict && (
        <p role="alert" className="text-sm text-red-800 sm:col-span-2">
          Another {conflict.resource} already has this {conflict.field || "value"}.{" "}
          <Link
            to={recordPath(conflict.resource, conflict.id)}
            className="font-semibold underline"
            onClick={() => onOpenChange(false)}
          >
            Open that {conflict.resource}
          </Link>
        </p>
      )}
    </FormDialog>
  );
}
