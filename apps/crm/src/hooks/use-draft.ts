import { useState } from "react";

/** What `bind(name)` spreads on an input, select or textarea. */
export interface FieldBinding {
  value: string;
  onChange: (event: { target: { value: string } }) => void;
}

/** Gives a form control its value and change handler by field name. */
export type BindField<Name extends string> = (name: Name) => FieldBinding;

/** A form's text fields as one object, bound to their controls by name, with the filled-in ones ready to send. */
export function useDraft<Name extends string>(empty: Record<Name, string>) {
  const [draft, setDraft] = useState(empty);

  const bind: BindField<Name> = (name) => ({
    value: draft[name],
    onChange: (event) => setDraft((d) => ({ ...d, [name]: event.target.value })),
  });

  return {
    bind,
    /** The fields with a value: empty ones are left out, so that the schema sees "not given" rather than "blank". */
    filledIn: (): Record<string, string> =>
      Object.fromEntries(Object.entries<string>(draft).filter(([, value]) => value.trim() !== "")),
    reset: () => setDraft(empty),
  };
}
