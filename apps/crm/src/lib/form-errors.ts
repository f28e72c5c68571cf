import { ApiError } from "@visadesk/http";
import type { z } from "zod";

export type FieldErrors = Record<string, string>;

/** A zod failure as one message per top-level field ("is required"). */
export function zodFieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    // A field left empty is left out of the body, which zod reports as a type error.
    const missing = issue.code === "invalid_type" && /received undefined$/.test(issue.message);
    errors[field] ??= missing ? "is required" : issue.message;
  }
  return errors;
}

/** The API's 400 `fields` (docs/behaviours/api.md#answers-and-errors) by field, or nothing. */
export function apiFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiError)) return {};
  const body = error.body as { error?: { fields?: Record<string, string> } } | undefined;
  const fields = body?.error?.fields ?? {};
  return Object.fromEntries(
    Object.entries(fields).map(([path, message]) => [path.split(".")[0] ?? path, message]),
  );
}
