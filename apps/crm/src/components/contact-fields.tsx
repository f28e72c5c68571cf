import { Field, inputClassName } from "@visadesk/ui/field";
import type { BindField } from "#hooks/use-draft.ts";
import type { FieldErrors } from "#lib/form-errors.ts";

/** A person's phone and email, as a record's create form asks for them (one of the two is needed). */
export function ContactFields({ bind, errors }: { bind: BindField<"phone" | "email">; errors: FieldErrors }) {
  return (
    <>
      <Field label="Phone" error={errors.phone} hint="Indian numbers without +91 are fine">
        <input className={inputClassName} type="tel" {...bind("phone")} />
      </Field>
      <Field label="Email" error={errors.email}>
        <input className={inputClassName} type="email" {...bind("email")} />
      </Field>
    </>
  );
}
