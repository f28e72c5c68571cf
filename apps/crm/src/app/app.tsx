import { QueryClientProvider } from "@tanstack/react-query";
import { createQueryClient } from "@visadesk/http";
import { useEffect, useState } from "react";
import { BrowserRouter } from "react-router";
import { AppRoutes } from "#app/router.tsx";
import { watchForExpiredSession } from "#features/auth/expiry.ts";

export function App() {
  const [queryClient] = useState(createQueryClient);
  useEffect(() => watchForExpiredSession(queryClient), [queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
