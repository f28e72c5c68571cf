import { useState } from "react";
import type { z } from "zod";
import { describeError } from "#components/error-state.tsx";
import { apiFieldErrors, type FieldErrors, zodFieldErrors } from "#lib/form-errors.ts";

export interface ContractCheckedSubmitOptions {
  /** Whether the fields the API's 400 names are marked too (default true), besides the form-level reason. */
  markApiFields?: boolean;
}

/**
 * A form that checks its body with the API's own zod schema before sending it: zod's complaints by field, and when
 * the request fails, the API's reason for the form (and its fields, unless `markApiFields` is false).
 */
export function useContractCheckedSubmit<Schema extends z.ZodType>(
  schema: Schema,
  { markApiFields = true }: ContractCheckedSubmitOptions = {},
) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string>();

  /** Sends `body` as it is (not zod's output) through `send`, only when the schema accepts it. */
  async function submit(body: unknown, send: (body: z.output<Schema>) => Promise<void>) {
    setFormError(undefined);
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    try {
      await send(body as z.output<Schema>);
    } catch (error) {
      if (markApiFields) setErrors(apiFieldErrors(error));
      setFormError(describeError(error));
    }
  }

  return { errors, formError, submit };
}
