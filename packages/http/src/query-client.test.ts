import { focusManager, onlineManager, QueryObserver } from "@tanstack/react-query";
import { HttpResponse, http } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "#api-error.ts";
import { createQueryClient, retryDelay } from "#query-client.ts";
import { server, useMswServer } from "#test/msw-server.ts";

const URL = "http://api.test/api/leads";

/** Counts the GETs the server receives and answers with `status` (JSON body `{ n }` on 2xx). */
function countRequests(status = 200) {
  const counter = { n: 0 };
  server.use(
    http.get(URL, () => {
      counter.n += 1;
      return status < 300
        ? HttpResponse.json({ n: counter.n })
        : new HttpResponse("nope", { status, statusText: "Nope" });
    }),
  );
  return counter;
}

/** Lets pending promises and MSW's async handlers run under fake timers. */
async function flush(ms = 0) {
  await vi.advanceTimersByTimeAsync(ms);
}

describe("createQueryClient", () => {
  useMswServer();
  afterEach(() => {
    vi.useRealTimers();
    onlineManager.setOnline(true);
    focusManager.setFocused(undefined);
  });

  it("fetches with the default query function (GET of the key's first element)", async () => {
    countRequests();
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: [URL] })).resolves.toEqual({ n: 1 });
  });

  it("fails on 401 by default", async () => {
    countRequests(401);
    const client = createQueryClient();
    client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
    await expect(client.fetchQuery({ queryKey: [URL] })).rejects.toBeInstanceOf(ApiError);
  });

  it("keeps data fresh for 30 s, then stale", async () => {
    vi.useFakeTimers();
    const counter = countRequests();
    const client = createQueryClient();
    await client.fetchQuery({ queryKey: [URL] });
    await flush(29_999);
    await client.prefetchQuery({ queryKey: [URL] });
    expect(counter.n).toBe(1);
    await flush(1);
    await client.prefetchQuery({ queryKey: [URL] });
    expect(counter.n).toBe(2);
  });

  it("drops unused cache after 5 minutes, not before", async () => {
    vi.useFakeTimers();
    countRequests();
    const client = createQueryClient();
    await client.prefetchQuery({ queryKey: [URL] });
    await flush(5 * 60_000 - 1);
    expect(client.getQueryData([URL])).toEqual({ n: 1 });
    await flush(1);
    expect(client.getQueryData([URL])).toBeUndefined();
  });

  it("retries a failed query exactly once, after 1 s", async () => {
    vi.useFakeTimers();
    const counter = countRequests(500);
    const client = createQueryClient();
    const result = client.fetchQuery({ queryKey: [URL] }).catch((e: unknown) => e);
    await flush();
    expect(counter.n).toBe(1);
    await flush(999);
    expect(counter.n).toBe(1);
    await flush(1);
    expect(counter.n).toBe(2);
    await flush(60_000);
    expect(counter.n).toBe(2);
    expect(await result).toMatchObject({ status: 500 });
  });

  it("retries a failed mutation exactly once", async () => {
    vi.useFakeTimers();
    const client = createQueryClient();
    let calls = 0;
    const mutation = client
      .getMutationCache()
      .build(client, {
        mutationFn: async () => {
          calls += 1;
          throw new Error("down");
        },
      })
      .execute(undefined)
      .catch((e: unknown) => e);
    await flush(60_000);
    expect(calls).toBe(2);
    expect(await mutation).toBeInstanceOf(Error);
  });

  it("doubles the retry delay from 1 s up to 30 s", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(retryDelay)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries?.retryDelay).toBe(retryDelay);
    expect(mutations?.retryDelay).toBe(retryDelay);
  });

  it("does not poll", async () => {
    vi.useFakeTimers();
    const counter = countRequests();
    const client = createQueryClient();
    const observer = new QueryObserver(client, { queryKey: [URL] });
    const unsubscribe = observer.subscribe(() => {});
    await flush(10 * 60_000);
    expect(counter.n).toBe(1);
    unsubscribe();
  });

  it("does not refetch when the window regains focus", async () => {
    vi.useFakeTimers();
    const counter = countRequests();
    const client = createQueryClient();
    client.mount();
    const observer = new QueryObserver(client, { queryKey: [URL] });
    const unsubscribe = observer.subscribe(() => {});
    await flush(60_000); // data is stale now, so only the focus rule stops a refetch
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await flush(1_000);
    expect(counter.n).toBe(1);
    unsubscribe();
    client.unmount();
  });

  it("sends requests only while online", async () => {
    const counter = countRequests();
    const client = createQueryClient();
    client.mount();
    onlineManager.setOnline(false);
    const pending = client.fetchQuery({ queryKey: [URL] });
    await new Promise((r) => setTimeout(r, 20));
    expect(counter.n).toBe(0);
    expect(client.getQueryState([URL])?.fetchStatus).toBe("paused");
    onlineManager.setOnline(true);
    await expect(pending).resolves.toEqual({ n: 1 });
    client.unmount();
  });
});
