import { QueryClientProvider, useQuery } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import { createQueryClient } from "@visadesk/http";
import { HttpResponse, http } from "msw";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { getJson, requestJson } from "#lib/api.ts";
import { MY_DAY_PATHS, useRecordAddition, useRecordWrite } from "#lib/record-write.ts";
import { forgetStaleWrite, useStaleWrite } from "#lib/stale-write-store.ts";
import { useMsw } from "#test/render.tsx";

const server = useMsw();

const ID = "00000000-0000-4000-8000-0000000000a1";
const DETAIL = `/api/leads/${ID}`;
const LIST = "/api/leads?status=new";

interface Shown {
  id: string;
  name: string;
  version: number;
}

/** Serves one lead's detail and a list of leads, counting the GETs of each, and answers writes with the lead. */
function serveLead(initial: Shown) {
  let lead = initial;
  const gets = { detail: 0, list: 0 };
  const sent: unknown[] = [];
  server.use(
    http.get(`*${DETAIL}`, () => {
      gets.detail += 1;
      return HttpResponse.json(lead);
    }),
    http.get("*/api/leads", () => {
      gets.list += 1;
      return HttpResponse.json({ items: [lead], nextCursor: null });
    }),
    http.patch(`*${DETAIL}`, async ({ request }) => {
      const body = (await request.json()) as { name: string };
      sent.push(body);
      lead = { ...lead, name: body.name, version: lead.version + 1 };
      return HttpResponse.json(lead);
    }),
    http.post(`*${DETAIL}/notes`, async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json(lead, { status: 201 });
    }),
  );
  return {
    gets,
    sent,
    change: (next: Partial<Shown>) => {
      lead = { ...lead, ...next };
    },
  };
}

/** A page showing the lead's detail and a list of leads at once (a record beside a board), with one write. */
function renderPage<T>(useWrite: () => T) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
    mutations: { retry: false },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const view = renderHook(
    () => ({
      detail: useQuery({ queryKey: [DETAIL], queryFn: () => getJson<Shown>(DETAIL) }),
      list: useQuery({ queryKey: [LIST], queryFn: () => getJson<{ items: Shown[] }>(LIST) }),
      write: useWrite(),
    }),
    { wrapper },
  );
  return { ...view, queryClient };
}

const useRename = () =>
  useRecordWrite({
    pathOf: () => DETAIL,
    send: (body: { name: string; expectedVersion?: number }) => requestJson<Shown>("PATCH", DETAIL, body),
    alsoChanges: () => [...MY_DAY_PATHS, "/api/deals/"],
  });

describe("a write that answers the record", () => {
  it("shows the answer without fetching the record again, and fetches again the list on screen", async () => {
    const api = serveLead({ id: ID, name: "Asha Verma", version: 1 });
    const { result } = renderPage(useRename);
    await waitFor(() => expect(result.current.detail.data?.name).toBe("Asha Verma"));
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    expect(api.gets).toEqual({ detail: 1, list: 1 });

    await act(() => result.current.write.mutateAsync({ name: "Asha V." }));

    expect(api.sent).toEqual([{ name: "Asha V.", expectedVersion: 1 }]);
    expect(result.current.detail.data).toEqual({ id: ID, name: "Asha V.", version: 2 });
    await waitFor(() => expect(result.current.list.data?.items[0]?.name).toBe("Asha V."));
    expect(api.gets).toEqual({ detail: 1, list: 2 });
    // The next write names the version the answer carried.
    await act(() => result.current.write.mutateAsync({ name: "Asha Verma" }));
    expect(api.sent.at(-1)).toEqual({ name: "Asha Verma", expectedVersion: 2 });
  });

  it("marks stale what the write changes elsewhere, and nothing else", async () => {
    serveLead({ id: ID, name: "Asha Verma", version: 1 });
    const { result, queryClient } = renderPage(useRename);
    await waitFor(() => expect(result.current.detail.isSuccess).toBe(true));
    // Queries of other pages, not on screen now.
    const elsewhere = {
      myDay: ["/api/my-day"],
      decisions: ["/api/dashboards/workflow", { myDay: "decisions" }],
      dealDetail: [`/api/deals/${ID}`],
      dealsList: ["/api/deals", {}],
      leadDocuments: [`${DETAIL}/documents`],
      enquiries: ["/api/enquiries", {}],
    };
    for (const key of Object.values(elsewhere)) queryClient.setQueryData(key, {});

    await act(() => result.current.write.mutateAsync({ name: "Asha V." }));

    const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    expect(stale(elsewhere.myDay)).toBe(true);
    expect(stale(elsewhere.decisions)).toBe(true);
    expect(stale(elsewhere.dealDetail)).toBe(true);
    // `/api/deals/` names what is under the path, not its lists; the record's own sub-queries are left alone.
    expect(stale(elsewhere.dealsList)).toBe(false);
    expect(stale(elsewhere.leadDocuments)).toBe(false);
    expect(stale(elsewhere.enquiries)).toBe(false);
    expect(stale([DETAIL])).toBe(false);
  });

  it("fetches the record again when a server answers less than the record", async () => {
    const api = serveLead({ id: ID, name: "Asha Verma", version: 1 });
    server.use(http.patch(`*${DETAIL}`, () => HttpResponse.json({ ok: true })));
    const { result } = renderPage(useRename);
    await waitFor(() => expect(result.current.detail.isSuccess).toBe(true));

    await act(() => result.current.write.mutateAsync({ name: "Asha V." }));

    await waitFor(() => expect(api.gets.detail).toBe(2));
    expect(result.current.detail.data).toEqual({ id: ID, name: "Asha Verma", version: 1 });
  });

  it("asks to redo a change someone made meanwhile, and redoes it on the version as it is now", async () => {
    const api = serveLead({ id: ID, name: "Asha Verma", version: 1 });
    const { result } = renderPage(useRename);
    await waitFor(() => expect(result.current.detail.isSuccess).toBe(true));
    api.change({ version: 3 });
    server.use(
      http.patch(
        `*${DETAIL}`,
        async ({ request }) => {
          api.sent.push(await request.json());
          return HttpResponse.json(
            { error: { code: "changed_meanwhile", message: "Staff Two changed this lead" } },
            { status: 409 },
          );
        },
        { once: true },
      ),
    );

    await act(async () => {
      await expect(result.current.write.mutateAsync({ name: "Asha V." })).rejects.toThrow();
    });
    const asked = renderHook(() => useStaleWrite()).result.current;
    expect(asked?.message).toBe("Staff Two changed this lead");
    // As the dialog does: the record as it is now, then the same change on it.
    await act(async () => {
      await asked?.refresh();
      await asked?.redo();
    });
    forgetStaleWrite();

    expect(api.sent).toEqual([
      { name: "Asha V.", expectedVersion: 1 },
      { name: "Asha V.", expectedVersion: 3 },
    ]);
    expect(result.current.detail.data).toEqual({ id: ID, name: "Asha V.", version: 4 });
  });
});

describe("an addition that answers the record", () => {
  it("names no version, shows the answer, and leaves the list (whose fields it does not change) as it is", async () => {
    const api = serveLead({ id: ID, name: "Asha Verma", version: 1 });
    const { result, queryClient } = renderPage(() =>
      useRecordAddition({
        pathOf: () => DETAIL,
        send: (body: { text: string }) => requestJson<Shown>("POST", `${DETAIL}/notes`, body),
      }),
    );
    await waitFor(() => expect(result.current.detail.isSuccess).toBe(true));
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));

    await act(() => result.current.write.mutateAsync({ text: "Called back" }));

    expect(api.sent).toEqual([{ text: "Called back" }]);
    expect(result.current.detail.data).toEqual({ id: ID, name: "Asha Verma", version: 1 });
    expect(queryClient.getQueryState([LIST])?.isInvalidated).toBe(false);
    expect(api.gets).toEqual({ detail: 1, list: 1 });
  });
});
