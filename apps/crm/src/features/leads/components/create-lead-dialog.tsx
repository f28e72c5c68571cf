import { VISA_TYPES } from "@visadesk/contracts/crm";
import { ZCreateLeadRequest } from "@visadesk/contracts/leads";
import { Button } from "@visadesk/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "@visadesk/ui/dialog";
import { Field, inputClassName } from "@visadesk/ui/field";
import { Select } from "@visadesk/ui/select";
import { toast } from "@visadesk/ui/toast-store";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router-dom";
import { CountrySelect } from "#components/country-select.tsx";
import { describeError } from "#components/error-state.tsx";
import { useCreateLead } from "#features/leads/api/create-lead.ts";
import { apiFieldErrors, type FieldErrors, zodFieldErrors } from "#lib/form-errors.ts";
import { humanise } from "#lib/format.ts";

const EMPTY = {
  name: "",
  phone: "",
  email: "",
  city: "",
  destinationCountry: "",
  visaType: "",
  source: "",
  nextFollowUpOn: "",
};
type Draft = typeof EMPTY;

/** Creating a lead by hand (after a call or a walk-in): checked with the API's own schema before it is sent. */
export function CreateLeadDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string>();
  const create = useCreateLead();
  const navigate = useNavigate();

  const bind = (name: keyof Draft) => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) =>
      setDraft((d) => ({ ...d, [name]: event.target.value })),
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(undefined);
    // Empty fields are left out, so that the schema sees "not given" rather than "blank".
    const body = Object.fromEntries(Object.entries(draft).filter(([, value]) => value.trim() !== ""));
    const parsed = ZCreateLeadRequest.safeParse(body);
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    try {
      const lead = await create.mutateAsync(body as typeof parsed.data);
      toast({ title: "Lead created", description: `${lead.name} is in your leads.` });
      setDraft(EMPTY);
      onOpenChange(false);
      await navigate(`?id=${lead.id}`);
    } catch (error) {
      setErrors(apiFieldErrors(error));
      setFormError(describeError(error));
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent aria-describedby="create-lead-description">
        <DialogTitle>New lead</DialogTitle>
        <DialogDescription id="create-lead-description">
          A phone number or an email is needed. One person is one lead: a phone or email already on a lead is
          refused.
        </DialogDescription>
        <form onSubmit={submit} noValidate className="mt-4 grid gap-3 sm:grid-cols-2">
          <Field label="Name" error={errors.name} className="sm:col-span-2">
            <input className={inputClassName} autoComplete="off" {...bind("name")} />
          </Field>
          <Field label="Phone" error={errors.phone} hint="Indian numbers without +91 are fine">
            <input className={inputClassName} type="tel" {...bind("phone")} />
          </Field>
          <Field label="Email" error={errors.email}>
            <input className={inputClassName} type="email" {...bind("email")} />
          </Field>
          <Field label="City" error={errors.city}>
            <input className={inputClassName} {...bind("city")} />
          </Field>
          <Field label="Destination" error={errors.destinationCountry}>
            <CountrySelect className="h-11" {...bind("destinationCountry")} />
          </Field>
          <Field label="Visa type" error={errors.visaType}>
            <Select className="h-11" {...bind("visaType")}>
              <option value="">Not known yet</option>
              {VISA_TYPES.map((type) => (
                <option key={type} value={type}>
                  {humanise(type)}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Source" error={errors.source} hint="e.g. walk-in, referral, google">
            <input className={inputClassName} {...bind("source")} />
          </Field>
          <Field label="Next follow-up" error={errors.nextFollowUpOn}>
            <input className={inputClassName} type="date" {...bind("nextFollowUpOn")} />
          </Field>
          {formError && (
            <p role="alert" className="text-sm text-red-800 sm:col-span-2">
              {formError}
            </p>
          )}
          <div className="flex justify-end gap-2 sm:col-span-2">
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? "Creating..." : "Create lead"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
