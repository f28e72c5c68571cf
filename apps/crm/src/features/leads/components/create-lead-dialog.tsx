import { ZCreateLeadRequest } from "@visadesk/contracts/leads";
import { Field, inputClassName } from "@visadesk/ui/field";
import { toast } from "@visadesk/ui/toast-store";
import { useNavigate } from "react-router";
import { ContactFields } from "#components/contact-fields.tsx";
import { DayInput } from "#components/day-input.tsx";
import { DestinationFields } from "#components/destination-fields.tsx";
import { FormDialog } from "#components/form-dialog.tsx";
import { useCreateLead } from "#features/leads/api/create-lead.ts";
import { useContractCheckedSubmit } from "#hooks/use-contract-checked-submit.ts";
import { useDraft } from "#hooks/use-draft.ts";
import { readDay } from "#lib/day-text.ts";

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

/** Creating a lead by hand (after a call or a walk-in): checked with the API's own schema before it is sent. */
export function CreateLeadDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { bind, filledIn, reset } = useDraft(EMPTY);
  const { errors, formError, submit } = useContractCheckedSubmit(ZCreateLeadRequest);
  const create = useCreateLead();
  const navigate = useNavigate();

  function createLead() {
    const fields = filledIn();
    // The follow-up is typed day first (25/12/2026); the API takes YYYY-MM-DD.
    const followUp = readDay(fields.nextFollowUpOn ?? "");
    if (followUp.kind === "invalid") return Promise.resolve();
    if (followUp.kind === "day") fields.nextFollowUpOn = followUp.value;
    return submit(fields, async (body) => {
      const lead = await create.mutateAsync(body);
      toast({ title: "Lead created", description: `${lead.name} is in your leads.` });
      reset();
      onOpenChange(false);
      await navigate(`?id=${lead.id}`);
    });
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="New lead"
      description="A phone number or an email is needed. One person is one lead: a phone or email already on a lead is refused."
      onSubmit={createLead}
      twoColumns
      formError={formError}
      pending={create.isPending}
      submitLabel="Create lead"
      pendingLabel="Creating..."
    >
      <Field label="Name" error={errors.name} className="sm:col-span-2">
        <input className={inputClassName} autoComplete="off" {...bind("name")} />
      </Field>
      <ContactFields bind={bind} errors={errors} />
      <Field label="City" error={errors.city}>
        <input className={inputClassName} {...bind("city")} />
      </Field>
      <DestinationFields bind={bind} errors={errors} />
      <Field label="Source" error={errors.source} hint="e.g. walk-in, referral, google">
        <input className={inputClassName} {...bind("source")} />
      </Field>
      <DayInput
        label="Next follow-up"
        error={errors.nextFollowUpOn}
        value={bind("nextFollowUpOn").value}
        onChange={(text) => bind("nextFollowUpOn").onChange({ target: { value: text } })}
      />
    </FormDialog>
  );
}
