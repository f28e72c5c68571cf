import { Field } from "@visadesk/ui/field";
import { CountrySelect } from "#components/country-select.tsx";
import { VisaTypeSelect } from "#components/visa-type-select.tsx";
import type { BindField } from "#hooks/use-draft.ts";
import type { FieldErrors } from "#lib/form-errors.ts";

/** Where a person wants to go and on which visa, either of them "Not known yet". */
export function DestinationFields({
  bind,
  errors,
}: {
  bind: BindField<"destinationCountry" | "visaType">;
  errors: FieldErrors;
}) {
  return (
    <>
      <Field label="Destination" error={errors.destinationCountry}>
        <CountrySelect size="lg" {...bind("destinationCountry")} />
      </Field>
      <Field label="Visa type" error={errors.visaType}>
        <VisaTypeSelect size="lg" {...bind("visaType")} />
      </Field>
    </>
  );
}
