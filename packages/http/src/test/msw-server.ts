import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll } from "vitest";

/** A shared MSW server for this package's tests; unhandled requests fail the test that made them. */
export const server = setupServer();

export function useMswServer(): void {
  beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}
