import { QueryClientProvider } from "@tanstack/react-query";
import { createQueryClient } from "@visadesk/http";
import { type ReactNode, useState } from "react";
import { RouterProvider } from "react-router-dom";
import { AppErrorBoundary } from "#app/error-redirect.tsx";
import { createAppRouter } from "#app/router.tsx";
import { SplashGate } from "#features/splash/components/splash-gate.tsx";

/** Everything around the router, the same in the browser and in the build's prerenderer (so that hydration matches). */
export function AppShell({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <SplashGate>{children}</SplashGate>
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}

export function App() {
  const [router] = useState(() => createAppRouter());
  return (
    <AppShell>
      <RouterProvider router={router} />
    </AppShell>
  );
}
