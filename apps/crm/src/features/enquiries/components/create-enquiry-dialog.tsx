import { VISA_TYPES } from "@visadesk/contracts/crm";
import { ZCreateEnquiryRequest } from "@visadesk/contracts/enquiries";
import { Button } from "@visadesk/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "@visadesk/ui/dialog";
import { Field, inputClassName } from "@visadesk/ui/field";
import { Select } from "@visadesk/ui/select";
import { toast } from "@visadesk/ui/toast-store";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router-dom";
import { CountrySelect } from "#components/country-select.tsx";
import { describeError } from "#components/error-state.tsx";
import { useCreateEnquiry } from "#features/enquiries/api/create-enquiry.ts";
import { apiFieldErrors, type FieldErrors, zodFieldErrors } from "#lib/form-errors.ts";
import { humanise } from "#lib/format.ts";

/** The channels staff record by hand; web forms and quick support arrive through the public intake. */
const STAFF_CHANNELS = [
  ["phone", "Phone call"],
  ["walk_in", "Walk-in"],
  ["whatsapp", "WhatsApp"],
] as const;

const EMPTY = {
  channel: "phone",
  name: "",
  phone: "",
  email: "",
  city: "",
  destinationCountry: "",
  visaType: "",
  message: "",
  refusalDetails: "",
};
type Draft = typeof EMPTY;

/** Recording a call, walk-in or WhatsApp message as an enquiry, checked with the API's own schema first. */
export function CreateEnquiryDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [priorRefusal, setPriorRefusal] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string>();
  const create = useCreateEnquiry();
  const navigate = useNavigate();

  const bind = (name: keyof Draft) => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) =>
      setDraft((d) => ({ ...d, [name]: event.target.value })),
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(undefined);
    const given = Object.fromEntries(Object.entries(draft).filter(([, value]) => value.trim() !== ""));
    if (!priorRefusal) delete given.refusalDetails;
    const body = { ...given, priorRefusal };
    const parsed = ZCreateEnquiryRequest.safeParse(body);
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    try {
      const enquiry = await create.mutateAsync(body as typeof parsed.data);
      toast({
        title: "Enquiry recorded",
        description: `${enquiry.name} is on the enquiries list and their lead.`,
      });
      setDraft(EMPTY);
      setPriorRefusal(false);
      onOpenChange(false);
      await navigate(`?id=${enquiry.id}`);
    } catch (error) {
      setErrors(apiFieldErrors(error));
      setFormError(describeError(error));
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent aria-describedby="create-enquiry-description">
        <DialogTitle>Record an enquiry</DialogTitle>
        <DialogDescription id="create-enquiry-description">
          A phone number or an email is needed; the enquiry joins the person's lead, or opens one.
        </DialogDescription>
        <form onSubmit={submit} noValidate className="mt-4 grid gap-3 sm:grid-cols-2">
          <Field label="Channel" error={errors.channel}>
            <Select className="h-11" {...bind("channel")}>
              {STAFF_CHANNELS.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Name" error={errors.name}>
            <input className={inputClassName} autoComplete="off" {...bind("name")} />
          </Field>
          <Field label="Phone" error={errors.phone} hint="Indian numbers without +91 are fine">
            <input className={inputClassName} type="tel" {...bind("phone")} />
          </Field>
          <Field label="Email" error={errors.email}>
            <input className={inputClassName} type="email" {...bind("email")} />
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
          <Field label="City" error={errors.city}>
            <input className={inputClassName} {...bind("city")} />
          </Field>
          <label className="flex items-center gap-2 self-end pb-3 text-sm text-slate-800">
            <input
              type="checkbox"
              checked={priorRefusal}
              onChange={(e) => setPriorRefusal(e.target.checked)}
            />
            Refused a visa before
          </label>
          {priorRefusal && (
            <Field label="Refusal details" error={errors.refusalDetails} className="sm:col-span-2">
              <input className={inputClassName} {...bind("refusalDetails")} />
            </Field>
          )}
          <Field label="What they asked" error={errors.message} className="sm:col-span-2">
            <textarea
              rows={3}
              className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
              {...bind("message")}
            />
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
              {create.isPending ? "Saving..." : "Record enquiry"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
