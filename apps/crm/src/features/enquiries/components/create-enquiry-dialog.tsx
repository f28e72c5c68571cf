import { ZCreateEnquiryRequest } from "@visadesk/contracts/enquiries";
import { Field, inputClassName } from "@visadesk/ui/field";
import { Select } from "@visadesk/ui/select";
import { toast } from "@visadesk/ui/toast-store";
import { useState } from "react";
import { useNavigate } from "react-router";
import { ContactFields } from "#components/contact-fields.tsx";
import { DestinationFields } from "#components/destination-fields.tsx";
import { FormDialog } from "#components/form-dialog.tsx";
import { useCreateEnquiry } from "#features/enquiries/api/create-enquiry.ts";
import { useContractCheckedSubmit } from "#hooks/use-contract-checked-submit.ts";
import { useDraft } from "#hooks/use-draft.ts";

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

/** Recording a call, walk-in or WhatsApp message as an enquiry, checked with the API's own schema first. */
export function CreateEnquiryDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { bind, filledIn, reset } = useDraft(EMPTY);
  const [priorRefusal, setPriorRefusal] = useState(false);
  const { errors, formError, submit } = useContractCheckedSubmit(ZCreateEnquiryRequest);
  const create = useCreateEnquiry();
  const navigate = useNavigate();

  function record() {
    const given = filledIn();
    if (!priorRefusal) delete given.refusalDetails;
    return submit({ ...given, priorRefusal }, async (body) => {
      const enquiry = await create.mutateAsync(body);
      toast({
        title: "Enquiry recorded",
        description: `${enquiry.name} is on the enquiries list and their lead.`,
      });
      reset();
      setPriorRefusal(false);
      onOpenChange(false);
      await navigate(`?id=${enquiry.id}`);
    });
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Record an enquiry"
      description="A phone number or an email is needed; the enquiry joins the person's lead, or opens one."
      onSubmit={record}
      twoColumns
      formError={formError}
      pending={create.isPending}
      submitLabel="Record enquiry"
      pendingLabel="Saving..."
    >
      <Field label="Channel" error={errors.channel}>
        <Select size="lg" {...bind("channel")}>
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
      <ContactFields bind={bind} errors={errors} />
      <DestinationFields bind={bind} errors={errors} />
      <Field label="City" error={errors.city}>
        <input className={inputClassName} {...bind("city")} />
      </Field>
      <label className="flex items-center gap-2 self-end pb-3 text-sm text-slate-800">
        <input type="checkbox" checked={priorRefusal} onChange={(e) => setPriorRefusal(e.target.checked)} />
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
    </FormDialog>
  );
}
