import { zodResolver } from "@hookform/resolvers/zod";
import type { Locale } from "@visadesk/content/i18n/locales";
import type { Resolver } from "react-hook-form";
import { type ErrorText, visaFormSchema } from "#features/visa-form/utils/form-schema.ts";
import type { VisaFormValues } from "#features/visa-form/utils/form-values.ts";

/**
 * The visa form's validation with its zod rules, their error texts in the page's language (fetched lazily: see
 * form-resolver.ts).
 */
export function visaFormRules(t: ErrorText, locale: Locale): Resolver<VisaFormValues> {
  return zodResolver(visaFormSchema(t, locale));
}
