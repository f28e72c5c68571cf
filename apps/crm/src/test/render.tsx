import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { SessionUser } from "@visadesk/contracts/auth";
import { createQueryClient } from "@visadesk/http";
import { toastStore } from "@visadesk/ui/toast-store";
import { setupServer } from "msw/node";
import { type Location, MemoryRouter, useLocation } from "react-router";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { AppRoutes, preloadPage } from "#app/router.tsx";
import { watchForExpiredSession } from "#features/auth/expiry.ts";
import { sessionStore } from "#lib/session.ts";

export const USERS = {
  ceo: { username: "ceo", name: "CEO", role: "ceo" },
  admin: { username: "admin", name: "Admin", role: "admin" },
  staff1: { username: "staff1", name: "Staff One", role: "staff" },
} as const satisfies Record<string, SessionUser>;

/** An MSW server for one test file: unknown requests fail the test; handlers reset after each test. */
export function useMsw() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
  beforeEach(() => {
    sessionStore.getState().signOut();
    window.localStorage.clear();
    toastStore.dismiss();
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/**
 * The CRM's routes in memory, starting at `path`, as the browser's main.tsx starts them; `router.state.location` is the
 * address on screen (for assertions on where a page went).
 */
export function createTestRouter(path: string) {
  preloadPage(path);
  const [pathname = "/", search = ""] = path.split("?");
  const router = {
    state: {
      location: {
        pathname,
        search: search ? `?${search}` : "",
        hash: "",
        state: null,
        key: "default",
      } as Location,
    },
  };
  function RecordLocation() {
    router.state.location = useLocation();
    return null;
  }
  const element = (
    <MemoryRouter initialEntries={[path]}>
      <RecordLocation />
      <AppRoutes />
    </MemoryRouter>
  );
  return { router, element };
}

/** Renders the whole CRM at `path` with `user` signed in (confirmed, so no /api/auth/me call). */
export function renderCrm(path: string, user: SessionUser | null = USERS.staff1) {
  if (user) sessionStore.getState().signIn(user);
  const queryClient = createQueryClient();
  // Tests see failures at once rather than after the production retry.
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
    mutations: { retry: false },
  });
  const stop = watchForExpiredSession(queryClient);
  const { router, element } = createTestRouter(path);
  const view = render(<QueryClientProvider client={queryClient}>{element}</QueryClientProvider>);
  return { ...view, router, queryClient, stop };
}
