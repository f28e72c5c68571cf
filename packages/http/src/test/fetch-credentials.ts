import { vi } from "vitest";

/**
 * Watches the global `fetch` and returns a reader of the credentials mode each call asked for, in order.
 *
 * An MSW handler cannot tell: in Node.js, MSW 3 intercepts below `fetch`, at the HTTP connection, and the request it
 * hands a handler is rebuilt from the bytes on the wire, where `request.credentials` is always fetch's default
 * ("same-origin"). The mode our code chose is only visible on the call itself. The spy calls through to MSW.
 */
export function watchFetchCredentials(): () => RequestCredentials[] {
  const fetchSpy = vi.spyOn(globalThis, "fetch");
  return () =>
    fetchSpy.mock.calls.map(([input, init]) => {
      if (init?.credentials) return init.credentials;
      return input instanceof Request ? input.credentials : "same-origin";
    });
}
