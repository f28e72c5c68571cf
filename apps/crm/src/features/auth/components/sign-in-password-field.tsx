import { Field, inputClassName } from "@visadesk/ui/field";
import { useHydrated } from "@visadesk/ui/use-hydrated";

/** The password box of both sign-in cards (staff and client); a failed sign-in's message is shown under it. */
export function SignInPasswordField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  // The prerendered login card's box takes typing only once React runs it (see useHydrated).
  const hydrated = useHydrated();
  return (
    <Field label="Password" error={error}>
      <input
        type="password"
        autoComplete="current-password"
        className={inputClassName}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        required
        disabled={!hydrated}
      />
    </Field>
  );
}
