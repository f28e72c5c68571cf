import type { SessionUser } from "@visadesk/contracts/auth";
import { ZChangePasswordRequest } from "@visadesk/contracts/users";
import { Button } from "@visadesk/ui/button";
import { Field, inputClassName } from "@visadesk/ui/field";
import { type FormEvent, useState } from "react";
import { changeOwnPassword } from "#features/auth/api/change-password.ts";
import { NewPasswordFields } from "#features/auth/components/new-password-fields.tsx";
import { PasswordRules } from "#features/auth/components/password-rules.tsx";
import { useNewPassword } from "#features/auth/hooks/use-new-password.ts";
import { useContractCheckedSubmit } from "#hooks/use-contract-checked-submit.ts";
import { useCurrentUser } from "#lib/session.ts";

/**
 * The signed-in user's own password change: the current one (unless the caller already has it, at a forced first
 * change), the new one twice. The server ends the account's other sessions.
 */
export function ChangePasswordForm({
  knownCurrent,
  account,
  submitLabel = "Change password",
  onChanged,
}: {
  knownCurrent?: string;
  /** Whose password it is (its rules depend on the role); the signed-in user's by default. */
  account?: { username: string; role: SessionUser["role"] };
  submitLabel?: string;
  onChanged: () => void | Promise<void>;
}) {
  const signedIn = useCurrentUser();
  const owner = account ?? signedIn;
  const [current, setCurrent] = useState("");
  const newPassword = useNewPassword();
  const [pending, setPending] = useState(false);
  const { errors, formError, submit } = useContractCheckedSubmit(ZChangePasswordRequest);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!newPassword.confirmSame()) return;
    setPending(true);
    const body = { currentPassword: knownCurrent ?? current, newPassword: newPassword.password };
    await submit(body, async () => {
      await changeOwnPassword(body);
      await onChanged();
    });
    setPending(false);
  }

  return (
    <form className="flex flex-col gap-4" onSubmit={onSubmit} noValidate>
      {knownCurrent === undefined && (
        <Field label="Current password" error={errors.currentPassword}>
          <input
            type="password"
            autoComplete="current-password"
            className={inputClassName}
            value={current}
            onChange={(e) => setCurrent(e.target.value)}
            required
          />
        </Field>
      )}
      {owner && <PasswordRules role={owner.role} username={owner.username} />}
      <NewPasswordFields
        newPassword={newPassword}
        error={errors.newPassword}
        repeatLabel="The same new password again"
      />
      {formError && !errors.newPassword && !errors.currentPassword && (
        <p role="alert" className="text-sm text-red-700">
          {formError}
        </p>
      )}
      <Button type="submit" disabled={pending || newPassword.password.length === 0}>
        {pending ? "Saving..." : submitLabel}
      </Button>
    </form>
  );
}
