import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { apiRequest } from "#api-request.ts";
import { EARLY_REQUEST_TTL_MS, startEarlyRequests, takeEarlyResponse } from "#early-requests.ts";
import { getQueryFn } from "#query-fn.ts";
import { watchFetchCredentials } from "#test/fetch-credentials.ts";
import { server, useMswServer } from "#test/msw-server.ts";

const URL = "http://api.test/api/leads?limit=25";

/** Answers URL with a counter, and records the method of each request that reached the server. */
function countRequests() {
  const seen: string[] = [];
  server.use(
    http.get(URL, ({ request }) => {
      seen.push(request.method);
      return HttpResponse.json({ n: seen.length });
    }),
  );
  return seen;
}

describe("early requests", () => {
  useMswServer();

  it("sends the GET at once with cookies, and apiRequest takes it instead of asking again", async () => {
    const seen = countRequests();
    const credentials = watchFetchCredentials();
    startEarlyRequests([URL]);
    const response = await apiRequest("GET", URL);
    expect(await response.json()).toEqual({ n: 1 });
    expect(seen).toEqual(["GET"]);
    expect(credentials()).toEqual(["include"]);
  });

  it("is taken once: the next fetch of the same URL asks the server again", async () => {
    const seen = countRequests();
    startEarlyRequests([URL]);
    await apiRequest("GET", URL);
    const again = await apiRequest("GET", URL);
    expect(await again.json()).toEqual({ n: 2 });
    expect(seen).toHaveLength(2);
  });

  it("serves the default query function too", async () => {
    const seen = countRequests();
    startEarlyRequests([URL]);
    const queryFn = getQueryFn<{ n: number }>({ on401: "throw" });
    const data = await queryFn({ queryKey: [URL], signal: new AbortController().signal } as never);
    expect(data).toEqual({ n: 1 });
    expect(seen).toHaveLength(1);
  });

  it("is not taken by a request with a body or another method", async () => {
    countRequests();
    server.use(http.post(URL, () => HttpResponse.json({ posted: true })));
    startEarlyRequests([URL]);
    const posted = await apiRequest("POST", URL, { a: 1 });
    expect(await posted.json()).toEqual({ posted: true });
    expect(takeEarlyResponse(URL)).toBeDefined();
  });

  it("is dropped once older than EARLY_REQUEST_TTL_MS, so that late data is asked for afresh", async () => {
    countRequests();
    startEarlyRequests([URL], () => 1_000);
    expect(takeEarlyResponse(URL, () => 1_000 + EARLY_REQUEST_TTL_MS)).toBeUndefined();
    expect(takeEarlyResponse(URL)).toBeUndefined();
  });
});
