import { ZChangePasswordRequest } from "@visadesk/contracts/users";
import { Button } from "@visadesk/ui/button";
import { Field, inputClassName } from "@visadesk/ui/field";
import { type FormEvent, useState } from "react";
import { changeOwnPassword } from "#features/auth/api/change-password.ts";
import { useContractCheckedSubmit } from "#hooks/use-contract-checked-submit.ts";

/**
 * The signed-in user's own password change: the current one (unless the caller already has it, at a forced first
 * change), the new one twice. The server ends the account's other sessions.
 */
export function ChangePasswordForm({
  knownCurrent,
  submitLabel = "Change password",
  onChanged,
}: {
  knownCurrent?: string;
  submitLabel?: string;
  onChanged: () => void | Promise<void>;
}) {
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [repeat, setRepeat] = useState("");
  const [mismatch, setMismatch] = useState<string>();
  const [pending, setPending] = useState(false);
  const { errors, formError, submit } = useContractCheckedSubmit(ZChangePasswordRequest);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setMismatch(undefined);
    if (next !== repeat) {
      setMismatch("The two passwords are not the same");
      return;
    }
    setPending(true);
    const body = { currentPassword: knownCurrent ?? current, newPassword: next };
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
      <Field label="New password" error={errors.newPassword}>
        <input
          type="password"
          autoComplete="new-password"
          className={inputClassName}
          value={next}
          onChange={(e) => setNext(e.target.value)}
          required
        />
      </Field>
      <Field label="The same new password again" error={mismatch}>
        <input
          type="password"
          autoComplete="new-password"
          className={inputClassName}
          value={repeat}
          onChange={(e) => setRepeat(e.target.value)}
          required
        />
      </Field>
      {formError && !errors.newPassword && !errors.currentPassword && (
        <p role="alert" className="text-sm text-red-700">
          {formError}
        </p>
      )}
      <Button type="submit" disabled={pending || next.length === 0}>
        {pending ? "Saving..." : submitLabel}
      </Button>
    </form>
  );
}
