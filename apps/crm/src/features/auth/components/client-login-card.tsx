import type { SessionUser } from "@visadesk/contracts/auth";
import { Button } from "@visadesk/ui/button";
import { Card } from "@visadesk/ui/card";
import { Field, inputClassName } from "@visadesk/ui/field";
import { type FormEvent, useState } from "react";
import { login } from "#features/auth/api/login.ts";
import { NewLinkHelp } from "#features/auth/components/new-link-help.tsx";
import { SignInPasswordField } from "#features/auth/components/sign-in-password-field.tsx";
import { describeLoginFailure } from "#features/auth/login-failure.ts";

/**
 * The login card's client mode: clients and investors type their username (or the email we have for them) and
 * password. Their names are never listed anywhere public.
 */
export function ClientLoginCard({
  initialUsername = "",
  notice,
  onSignedIn,
  onBack,
}: {
  initialUsername?: string;
  notice?: string;
  onSignedIn: (user: SessionUser, password: string) => Promise<void>;
  onBack: () => void;
}) {
  const [username, setUsername] = useState(initialUsername);
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setError(undefined);
    try {
      const user = await login({ username: username.trim(), password });
      await onSignedIn(user, password);
    } catch (caught) {
      setError(describeLoginFailure(caught));
    } finally {
      setPending(false);
    }
  }

  return (
    <Card className="w-full max-w-sm">
      <h1 className="text-xl font-semibold text-slate-900">Sign in to follow your visa</h1>
      <p className="mt-1 text-sm text-slate-600">For our clients and investors.</p>
      {notice && (
        <p role="status" className="mt-4 rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
          {notice}
        </p>
      )}
      <form className="mt-6 flex flex-col gap-4" onSubmit={onSubmit} noValidate>
        <Field label="Username or email">
          <input
            type="text"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            className={inputClassName}
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            required
          />
        </Field>
        <SignInPasswordField value={password} onChange={setPassword} error={error} />
        <Button type="submit" size="lg" disabled={pending || password.length === 0 || username.trim() === ""}>
          {pending ? "Signing in..." : "Sign in"}
        </Button>
      </form>
      <NewLinkHelp lead="Forgot your password?" />
      <button
        type="button"
        className="mt-4 text-sm font-medium text-brand-700 underline underline-offset-2"
        onClick={onBack}
      >
        Staff sign-in
      </button>
    </Card>
  );
}
