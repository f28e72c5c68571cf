import { Field, inputClassName } from "@visadesk/ui/field";
import type { NewPassword } from "#features/auth/hooks/use-new-password.ts";

/**
 * The two "new password" boxes of a password form (the own-password change and the one-time link page): browsers
 * are told both hold a new password, so they offer to generate and save one instead of filling in the old one.
 */
export function NewPasswordFields({
  newPassword,
  error,
  hint,
  repeatLabel,
}: {
  newPassword: NewPassword;
  /** The server's (or the contract's) complaint about the new password, shown under the first box. */
  error: string | undefined;
  hint?: string;
  repeatLabel: string;
}) {
  return (
    <>
      <Field label="New password" hint={hint} error={error}>
        <input
          type="password"
          autoComplete="new-password"
          className={inputClassName}
          value={newPassword.password}
          onChange={(e) => newPassword.setPassword(e.target.value)}
          required
        />
      </Field>
      <Field label={repeatLabel} error={newPassword.mismatch}>
        <input
          type="password"
          autoComplete="new-password"
          className={inputClassName}
          value={newPassword.repeat}
          onChange={(e) => newPassword.setRepeat(e.target.value)}
          required
        />
      </Field>
    </>
  );
}
