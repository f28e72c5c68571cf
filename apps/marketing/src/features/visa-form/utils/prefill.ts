import { getCountry } from "@visadesk/content/countries";
import { VISA_TYPES } from "@visadesk/content/services";
import type { VisaFormValues } from "#features/visa-form/utils/form-values.ts";

/** Form values asked for by the address (`?country=GB&visa=student&refused=yes`, as destination pages link). */
export type FormPrefill = Partial<Pick<VisaFormValues, "destinationCountry" | "visaType" | "priorRefusal">>;

/**
 * What the query string asks the form to start with; unknown or malformed values are ignored. A country counts when
 * the form's country list has it (the content package's list, which the intake contract's codes cover).
 */
export function prefillFromQuery(search: string): FormPrefill {
  const query = new URLSearchParams(search);
  const prefill: FormPrefill = {};
  const country = query.get("country")?.toUpperCase();
  if (country && getCountry(country)) prefill.destinationCountry = country;
  const visa = query.get("visa");
  if (visa && (VISA_TYPES as readonly string[]).includes(visa))
    prefill.visaType = visa as VisaFormValues["visaType"];
  if (query.get("refused") === "yes") prefill.priorRefusal = "yes";
  return prefill;
}
