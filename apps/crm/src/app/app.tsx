import { QueryClientProvider } from "@tanstack/react-query";
import { createQueryClient } from "@visadesk/http";
import { useEffect, useState } from "react";
import { RouterProvider } from "react-router-dom";
import { createAppRouter } from "#app/router.tsx";
import { watchForExpiredSession } from "#features/auth/expiry.ts";

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createAppRouter());
  useEffect(() => watchForExpiredSession(queryClient), [queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
