import type { CountryLabel } from "@visadesk/contracts/country-labels";
import { ZUpdateCountryLabelRequest } from "@visadesk/contracts/country-labels";
import { Field, inputClassName } from "@visadesk/ui/field";
import { toast } from "@visadesk/ui/toast-store";
import { FormDialog } from "#components/form-dialog.tsx";
import { useUpdateCountryLabel } from "#features/country-labels/api/update-country-label.ts";
import { useContractCheckedSubmit } from "#hooks/use-contract-checked-submit.ts";
import { useDraft } from "#hooks/use-draft.ts";

/** Editing one destination's figures; saving (even unchanged) records that they were checked today, by you. */
export function EditCountryLabelDialog({
  label,
  countryName,
  onClose,
}: {
  label: CountryLabel;
  countryName: string;
  onClose: () => void;
}) {
  const initial = {
    successRate: label.successRate,
    slotAvailability: label.slotAvailability,
    biometricWait: label.biometricWait,
  };
  const { bind, filledIn } = useDraft(initial);
  const { errors, formError, submit } = useContractCheckedSubmit(ZUpdateCountryLabelRequest);
  const update = useUpdateCountryLabel(label.code);

  function save() {
    return submit(filledIn(), async (body) => {
      await update.mutateAsync(body);
      toast({
        title: "Figures saved",
        description: `${countryName}: checked today. The public pages show them within a minute.`,
      });
      onClose();
    });
  }

  return (
    <FormDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={`${countryName}: figures`}
      description="Check the visa centre's booking page first. Saving dates these figures today under your name, even when nothing changed."
      onSubmit={save}
      formError={formError}
      pending={update.isPending}
      submitLabel="Save as checked today"
      pendingLabel="Saving..."
    >
      <Field label="Success rate" hint="A percentage, e.g. 96%" error={errors.successRate}>
        <input className={inputClassName} autoComplete="off" {...bind("successRate")} />
      </Field>
      <Field
        label="Appointment availability"
        hint="e.g. Slots this week, Slots in 2-3 weeks"
        error={errors.slotAvailability}
      >
        <input className={inputClassName} autoComplete="off" {...bind("slotAvailability")} />
      </Field>
      <Field label="Biometrics wait" hint="e.g. 3-5 days, Not required" error={errors.biometricWait}>
        <input className={inputClassName} autoComplete="off" {...bind("biometricWait")} />
      </Field>
    </FormDialog>
  );
}
