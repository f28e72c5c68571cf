import { useLocation } from "react-router-dom";
import { LoginCard } from "#features/auth/components/login-card.tsx";
import type { LoginRedirectState } from "#features/auth/components/require-page.tsx";
import { SESSION_EXPIRED_MESSAGE } from "#features/auth/session-end.ts";

/** /webcrmpanel: the login card, centred (SPEC.md §2), with a word of explanation after an expired session. */
export default function LoginPage() {
  const state = useLocation().state as Partial<LoginRedirectState> | null;
  return (
    <main className="flex min-h-screen items-center justify-center px-4 py-12">
      <LoginCard notice={state?.reason === "expired" ? SESSION_EXPIRED_MESSAGE : undefined} />
    </main>
  );
}
