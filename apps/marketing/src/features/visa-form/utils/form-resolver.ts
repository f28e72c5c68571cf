import type { Resolver } from "react-hook-form";
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
 * The form's resolver: react-hook-form's resolvers are asynchronous anyway, so this one fetches the rules on its first
 * call (if the visitor's first focus did not already) and then validates with them.
 */
export const visaFormResolver: Resolver<VisaFormValues> = async (values, context, options) =>
  (await preloadFormRules()).resolveVisaForm(values, context, options);
