import { useQuery } from "@tanstack/react-query";
import { ZAcceptInvitationRequest } from "@visadesk/contracts/users";
import { Button } from "@visadesk/ui/button";
import { Card } from "@visadesk/ui/card";
import { type FormEvent, useState } from "react";
import { describeError } from "#components/error-state.tsx";
import { acceptInvitation, getInvitation } from "#features/auth/api/invitations.ts";
import { NewLinkHelp } from "#features/auth/components/new-link-help.tsx";
import { NewPasswordFields } from "#features/auth/components/new-password-fields.tsx";
import { useNewPassword } from "#features/auth/hooks/use-new-password.ts";
import { useContractCheckedSubmit } from "#hooks/use-contract-checked-submit.ts";

/**
 * The page of a one-time link (an invitation or a password reset): greets the person, lets them choose a password
 * (typed twice), then hands over to the sign-in with their username filled in.
 */
export function SetPasswordCard({
  token,
  onDone,
  onCancel,
}: {
  token: string;
  onDone: (username: string) => void;
  onCancel: () => void;
}) {
  const invitation = useQuery({
    queryKey: ["/api/auth/invitations/lookup", token],
    queryFn: () => getInvitation(token),
    retry: false,
  });
  const newPassword = useNewPassword();
  const [pending, setPending] = useState(false);
  const { errors, formError, submit } = useContractCheckedSubmit(ZAcceptInvitationRequest);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!newPassword.confirmSame()) return;
    const { password } = newPassword;
    setPending(true);
    await submit({ token, password }, async () => {
      const { username } = await acceptInvitation(token, password);
      onDone(username);
    });
    setPending(false);
  }

  if (invitation.isPending) {
    return (
      <Card className="w-full max-w-sm">
        <p role="status">Checking your link...</p>
      </Card>
    );
  }
  if (invitation.isError) {
    return (
      <Card className="w-full max-w-sm">
        <h1 className="text-xl font-semibold text-slate-900">This link no longer works</h1>
        <p className="mt-2 text-sm text-slate-700">{describeError(invitation.error)}</p>
        <NewLinkHelp lead="Links work once, for 72 hours." />
        <Button className="mt-6" variant="secondary" onClick={onCancel}>
          Go to sign-in
        </Button>
      </Card>
    );
  }
  const { name, username, purpose } = invitation.data;
  return (
    <Card className="w-full max-w-sm">
      <h1 className="text-xl font-semibold text-slate-900">
        {purpose === "invite" ? `Welcome, ${name}` : "Choose a new password"}
      </h1>
      <p className="mt-1 text-sm text-slate-600">
        Your username is <strong>{username}</strong>. Choose a password only you know; this link works once.
      </p>
      <form className="mt-6 flex flex-col gap-4" onSubmit={onSubmit} noValidate>
        <input type="text" hidden readOnly autoComplete="username" value={username} />
        <NewPasswordFields
          newPassword={newPassword}
          error={errors.password}
          hint="A few words together make a long password that is easy to remember"
          repeatLabel="The same password again"
        />
        {formError && !errors.password && (
          <p role="alert" className="text-sm text-red-700">
            {formError}
          </p>
        )}
        <Button type="submit" size="lg" disabled={pending || newPassword.password.length === 0}>
          {pending ? "Saving..." : "Set my password"}
        </Button>
      </form>
    </Card>
  );
}
