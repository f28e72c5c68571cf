import { QueryClient } from "@tanstack/react-query";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { ApiError } from "#api-error.ts";
import { getQueryFn } from "#query-fn.ts";
import { watchFetchCredentials } from "#test/fetch-credentials.ts";
import { server, useMswServer } from "#test/msw-server.ts";

const ME = "http://api.test/api/auth/me";

function fetchWith(on401: "returnNull" | "throw", key: readonly unknown[] = [ME]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return client.fetchQuery({ queryKey: key, queryFn: getQueryFn<unknown>({ on401 }) });
}

describe("getQueryFn", () => {
  useMswServer();

  it("GETs the first element of the query key with credentials and parses JSON", async () => {
    const seen: { method: string; url: string }[] = [];
    const credentials = watchFetchCredentials();
    server.use(
      http.all(ME, ({ request }) => {
        seen.push({ method: request.method, url: request.url });
        return HttpResponse.json({ username: "ceo", role: "ceo" });
      }),
    );
    await expect(fetchWith("throw", [ME, { ignored: true }])).resolves.toEqual({
      username: "ceo",
      role: "ceo",
    });
    expect(seen).toEqual([{ method: "GET", url: ME }]);
    expect(credentials()).toEqual(["include"]);
  });

  it("returns null on 401 when configured with returnNull", async () => {
    server.use(http.get(ME, () => new HttpResponse("Unauthorized", { status: 401 })));
    await expect(fetchWith("returnNull")).resolves.toBeNull();
  });

  it("throws an ApiError on 401 when configured with throw", async () => {
    server.use(http.get(ME, () => new HttpResponse("Unauthorized", { status: 401 })));
    const error = await fetchWith("throw").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: "401: Unauthorized" });
  });

  it("still throws on other errors when configured with returnNull", async () => {
    server.use(http.get(ME, () => new HttpResponse("boom", { status: 500 })));
    await expect(fetchWith("returnNull")).rejects.toMatchObject({ status: 500, message: "500: boom" });
  });

  it("refuses a query key whose first element is not a URL", async () => {
    await expect(fetchWith("throw", [42])).rejects.toThrow(TypeError);
  });
});
