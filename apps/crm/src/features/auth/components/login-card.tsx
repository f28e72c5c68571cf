import { ApiError, apiRequest } from "@visadesk/http";
import { Button } from "@visadesk/ui/button";
import { Card } from "@visadesk/ui/card";
import { Field, inputClassName } from "@visadesk/ui/field";
import { type FormEvent, useState } from "react";

/** The built-in internal accounts of SPEC.md §3, offered in the username dropdown. */
const USERNAMES = ["ceo", "admin", "staff1", "staff2"] as const;

export const LOGIN_MISMATCH = "Invalid username or password";

/** The login card of SPEC.md §2: a username dropdown, a password field and a Login button. */
export function LoginCard() {
  const [username, setUsername] = useState<string>(USERNAMES[0]);
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setError(undefined);
    try {
      await apiRequest("POST", "/api/auth/login", { username, password });
    } catch (caught) {
      setError(
        caught instanceof ApiError && caught.status === 401
          ? LOGIN_MISMATCH
          : "We could not sign you in right now. Please try again in a moment.",
      );
    } finally {
      setPending(false);
    }
  }

  return (
    <Card className="w-full max-w-sm">
      <h1 className="text-xl font-semibold text-slate-900">VisaDesk CRM</h1>
      <p className="mt-1 text-sm text-slate-600">Sign in with your staff account.</p>
      <form className="mt-6 flex flex-col gap-4" onSubmit={onSubmit} noValidate>
        <Field label="Username">
          <select className={inputClassName} value={username} onChange={(e) => setUsername(e.target.value)}>
            {USERNAMES.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Password" error={error}>
          <input
            type="password"
            autoComplete="current-password"
            className={inputClassName}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
          />
        </Field>
        <Button type="submit" size="lg" disabled={pending || password.length === 0}>
          {pending ? "Signing in..." : "Login"}
        </Button>
      </form>
    </Card>
  );
}
