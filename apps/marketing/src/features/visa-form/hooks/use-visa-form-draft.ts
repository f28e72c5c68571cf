import { useEffect } from "react";
import type { UseFormReturn } from "react-hook-form";
import { landingPersonalisation } from "#features/visa-form/utils/attribution.ts";
import { loadDraft, saveDraft } from "#features/visa-form/utils/draft.ts";
import { EMPTY_FORM, type VisaFormValues } from "#features/visa-form/utils/form-values.ts";
import { prefillFromQuery } from "#features/visa-form/utils/prefill.ts";

/**
 * After the (prerendered, empty) form mounts: restores the saved draft, or else starts from what the landing page
 * was about; a destination page's link (`?country=GB&visa=student`) then sets those fields, as the visitor has just
 * asked for them. Every change is saved, so that a reload never loses what was typed.
 */
export function useVisaFormDraft(form: UseFormReturn<VisaFormValues>): void {
  const { reset, watch } = form;
  useEffect(() => {
    const draft = loadDraft();
    const prefill = prefillFromQuery(window.location.search);
    if (draft) {
      reset({ ...draft, ...prefill });
    } else if (Object.keys(prefill).length > 0) {
      reset({ ...EMPTY_FORM, ...prefill });
    } else {
      const shown = landingPersonalisation();
      if (shown?.isSpecialized || shown?.isVisaRefusal) {
        reset({
          ...EMPTY_FORM,
          destinationCountry: shown.focusCountries[0] ?? "",
          visaType: shown.primaryService,
          priorRefusal: shown.isVisaRefusal ? "yes" : EMPTY_FORM.priorRefusal,
        });
      }
    }
    const subscription = watch((values) => saveDraft(values as Partial<VisaFormValues>));
    return () => subscription.unsubscribe();
  }, [reset, watch]);
}
