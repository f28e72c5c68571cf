import { LoginCard } from "#features/auth/components/login-card.tsx";

/** /webcrmpanel: the login card, centred (SPEC.md §2). */
export default function LoginPage() {
  return (
    <main className="flex min-h-screen items-center justify-center px-4 py-12">
      <LoginCard />
    </main>
  );
}
