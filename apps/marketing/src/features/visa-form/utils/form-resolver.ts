import type { Locale } from "@visadesk/content/i18n/locales";
import type { Resolver } from "react-hook-form";
import type { ErrorText } from "#features/visa-form/utils/form-schema.ts";
import type { VisaFormValues } from "#features/visa-form/utils/form-values.ts";

type RulesModule = typeof import("#features/visa-form/utils/form-rules-resolver.ts");

let rules: Promise<RulesModule> | undefined;

/**
 * Fetches the form's rules (zod, the intake contracts and the phone library) once; the form calls it when the visitor
 * starts on it (focus or touch), so that the first validation never waits. A failed fetch may be tried again.
 */
export function preloadFormRules(): Promise<RulesModule> {
  rules ??= import("#features/visa-form/utils/form-rules-resolver.ts").catch((error: unknown) => {
    rules = undefined;
    throw error;
  });
  return rules;
}

/**
 * The form's resolver, its error texts in the page's language (`t` and `locale` from the page's catalogue):
 * react-hook-form's resolvers are asynchronous anyway, so this one fetches the rules on its first call (if the
 * visitor's first focus did not already) and then validates with them.
 */
export function visaFormResolver(t: ErrorText, locale: Locale): Resolver<VisaFormValues> {
  let resolve: Resolver<VisaFormValues> | undefined;
  return async (values, context, options) => {
    resolve ??= (await preloadFormRules()).visaFormRules(t, locale);
    return resolve(values, context, options);
  };
}
