import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";
import { ZVisaFormValues } from "#features/visa-form/utils/form-schema.ts";
import type { VisaFormValues } from "#features/visa-form/utils/form-values.ts";

/** The visa form's validation with its zod rules (fetched lazily: see form-resolver.ts). */
export const resolveVisaForm: Resolver<VisaFormValues> = zodResolver(ZVisaFormValues);
