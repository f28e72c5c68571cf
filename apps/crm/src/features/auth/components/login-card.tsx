import { homePath } from "@visadesk/auth/roles";
import type { SessionUser } from "@visadesk/contracts/auth";
import { Button } from "@visadesk/ui/button";
import { Card } from "@visadesk/ui/card";
import { Field, inputClassName } from "@visadesk/ui/field";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { useLoginOptions } from "#features/auth/api/get-login-options.ts";
import { login } from "#features/auth/api/login.ts";
import { SignInPasswordField } from "#features/auth/components/sign-in-password-field.tsx";
import { describeLoginFailure } from "#features/auth/login-failure.ts";
import { sessionStore } from "#features/auth/session.ts";
import { clearSessionExpired } from "#features/auth/session-end.ts";

/**
 * The login card of docs/behaviours/crm.md#login: a username dropdown (from the server), a password field and a Login
 * button.
 * `onSignedIn` decides where a signed-in user goes (a deep link, a first password change); default: their home.
 */
export function LoginCard({
  notice,
  onSignedIn,
}: {
  notice?: string;
  onSignedIn?: (user: SessionUser, password: string) => Promise<void>;
}) {
  const options = useLoginOptions();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<string | undefined>();
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  const usernames = options.data?.usernames;
  // The list is switched off (or unreachable): the card asks for the username instead.
  const typed = options.isError;
  const username = chosen ?? (typed ? "" : (usernames?.[0] ?? ""));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setError(undefined);
    try {
      const user = await login({ username, password });
      clearSessionExpired();
      if (onSignedIn) {
        await onSignedIn(user, password);
        return;
      }
      // Stored only now, after the server accepted the password (docs/behaviours/crm.md#login).
      sessionStore.getState().signIn(user);
      setPassword("");
      await navigate(homePath(user.role));
    } catch (caught) {
      setError(describeLoginFailure(caught));
    } finally {
      setPending(false);
    }
  }

  return (
    <Card className="w-full max-w-sm">
      <h1 className="text-xl font-semibold text-slate-900">VisaDesk CRM</h1>
      <p className="mt-1 text-sm text-slate-600">Sign in with your staff account.</p>
      {notice && (
        <p role="status" className="mt-4 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {notice}
        </p>
      )}
      <form className="mt-6 flex flex-col gap-4" onSubmit={onSubmit} noValidate>
        <Field label="Username">
          {typed ? (
            <input
              type="text"
              autoComplete="username"
              autoCapitalize="none"
              className={inputClassName}
              value={username}
              onChange={(e) => setChosen(e.target.value)}
              required
            />
          ) : (
            <select
              className={inputClassName}
              value={username}
              onChange={(e) => setChosen(e.target.value)}
              disabled={!usernames}
            >
              {(usernames ?? []).map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <SignInPasswordField value={password} onChange={setPassword} error={error} />
        <Button type="submit" size="lg" disabled={pending || password.length === 0 || username === ""}>
          {pending ? "Signing in..." : "Login"}
        </Button>
      </form>
    </Card>
  );
}
