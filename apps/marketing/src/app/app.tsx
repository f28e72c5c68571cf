import { QueryClientProvider } from "@tanstack/react-query";
import { createQueryClient } from "@visadesk/http";
import { useState } from "react";
import { RouterProvider } from "react-router-dom";
import { AppErrorBoundary } from "#app/error-redirect.tsx";
import { createAppRouter } from "#app/router.tsx";

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createAppRouter());
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}
