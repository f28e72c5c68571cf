import { can, PAGE_PERMISSIONS } from "@visadesk/auth/permissions";
import { homePath } from "@visadesk/auth/roles";
import type { SessionUser } from "@visadesk/contracts/auth";
import { Card } from "@visadesk/ui/card";
import { lazy, Suspense, useState } from "react";
import { Navigate, useLocation, useNavigate } from "react-router";
import { ClientLoginCard } from "#features/auth/components/client-login-card.tsx";
import { LoginCard } from "#features/auth/components/login-card.tsx";
import type { LoginRedirectState } from "#features/auth/components/require-page.tsx";
import { invitationTokenOf } from "#features/auth/invitation-token.ts";
import { sessionStore, useSessionState } from "#features/auth/session.ts";
import { clearSessionExpired, SESSION_EXPIRED_MESSAGE } from "#features/auth/session-end.ts";

// The one-time link's card and the forced password change check a new password against the API's contract (zod, ~26
// KB gzipped): they load when shown, so that the staff login card's first load has none of it
// (docs/behaviours/speed.md#crm-pages).
const SetPasswordCard = lazy(() =>
  import("#features/auth/components/set-password-card.tsx").then((module) => ({
    default: module.SetPasswordCard,
  })),
);
const ChangePasswordForm = lazy(() =>
  import("#features/auth/components/change-password-form.tsx").then((module) => ({
    default: module.ChangePasswordForm,
  })),
);

/** Where a lazily loaded card will be: a card of its size, busy, so that nothing moves when it arrives. */
function CardPlaceholder() {
  return (
    <Card className="h-80 w-full max-w-sm" role="status" aria-busy="true">
      <span className="sr-only">Loading...</span>
    </Card>
  );
}

type Mode =
  | { kind: "staff" }
  | { kind: "client"; username?: string; notice?: string }
  | { kind: "change"; user: SessionUser; password: string };

/** Where `user` goes after signing in: the page they asked for before, when their role opens it; else their home. */
export function destinationAfterSignIn(user: SessionUser, from: string | undefined): string {
  if (from) {
    const path = from.split(/[?#]/, 1)[0] as keyof typeof PAGE_PERMISSIONS;
    if (Object.hasOwn(PAGE_PERMISSIONS, path) && can(user, PAGE_PERMISSIONS[path])) return from;
  }
  return homePath(user.role);
}

/**
 * /webcrmpanel: the staff login card (docs/behaviours/crm.md#login) with, beside it, the way in for clients and
 * investors; the page of a one-time password link (`#invite=`); and the forced password change of an account whose
 * password an admin chose. A signed-in user who opens it goes home.
 */
export default function LoginPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const state = location.state as Partial<LoginRedirectState> | null;
  const signedIn = useSessionState((s) => s.user);
  // Only who arrives signed in is sent home; signing in here navigates on its own (to the deep link, say).
  const [arrivedSignedIn] = useState(() => signedIn !== null);
  const [token, setToken] = useState(() => invitationTokenOf(location.hash));
  const [mode, setMode] = useState<Mode>({ kind: "staff" });

  async function finish(user: SessionUser) {
    clearSessionExpired();
    // Stored only now, after the server accepted the password (docs/behaviours/crm.md#login).
    sessionStore.getState().signIn({ username: user.username, name: user.name, role: user.role });
    await navigate(destinationAfterSignIn(user, state?.from), { replace: true });
  }
  async function onSignedIn(user: SessionUser, password: string) {
    if (user.mustChangePassword) setMode({ kind: "change", user, password });
    else await finish(user);
  }

  if (signedIn && arrivedSignedIn) return <Navigate to={homePath(signedIn.role)} replace />;

  let content: React.ReactNode;
  if (token) {
    content = (
      <Suspense fallback={<CardPlaceholder />}>
        <SetPasswordCard
          token={token}
          onDone={(username) => {
            setToken(null);
            window.history.replaceState(null, "", location.pathname);
            setMode({ kind: "client", username, notice: "Your password is set. Sign in with it now." });
          }}
          onCancel={() => {
            setToken(null);
            window.history.replaceState(null, "", location.pathname);
          }}
        />
      </Suspense>
    );
  } else if (mode.kind === "change") {
    content = (
      <Card className="w-full max-w-sm">
        <h1 className="text-xl font-semibold text-slate-900">Choose your own password</h1>
        <p className="mt-1 mb-6 text-sm text-slate-600">
          Your password was set for you, not by you. Please choose one only you know before you go on.
        </p>
        <Suspense fallback={<div className="h-64" aria-busy="true" />}>
          <ChangePasswordForm
            knownCurrent={mode.password}
            account={mode.user}
            submitLabel="Save and continue"
            onChanged={() => finish(mode.user)}
          />
        </Suspense>
      </Card>
    );
  } else if (mode.kind === "client") {
    content = (
      <ClientLoginCard
        initialUsername={mode.username}
        notice={mode.notice}
        onSignedIn={onSignedIn}
        onBack={() => setMode({ kind: "staff" })}
      />
    );
  } else {
    content = (
      <div className="flex w-full max-w-sm flex-col items-center gap-4">
        <LoginCard
          notice={state?.reason === "expired" ? SESSION_EXPIRED_MESSAGE : undefined}
          onSignedIn={onSignedIn}
        />
        <button
          type="button"
          className="text-sm font-medium text-brand-700 underline underline-offset-2"
          onClick={() => setMode({ kind: "client" })}
        >
          Client or investor? Sign in here
        </button>
      </div>
    );
  }
  return <main className="flex min-h-screen items-center justify-center px-4 py-12">{content}</main>;
}
