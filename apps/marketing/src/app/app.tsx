import type { ReactNode } from "react";
import { AppErrorBoundary } from "#app/error-redirect.tsx";
import { AppRoutes } from "#app/router.tsx";
import { SplashGate } from "#features/splash/components/splash-gate.tsx";
import { BrowserRouter } from "#lib/router.tsx";

/** Everything around the router, the same in the browser and in the build's prerenderer (so that hydration matches). */
export function AppShell({ children }: { children: ReactNode }) {
  // No QueryClientProvider here: only the visa form talks to the API, and it brings its own (TanStack Query stays out
  // of every other page's first load).
  return (
    <AppErrorBoundary>
      <SplashGate>{children}</SplashGate>
    </AppErrorBoundary>
  );
}

export function App() {
  return (
    <AppShell>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppShell>
  );
}
