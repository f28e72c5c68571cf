import { waitFor } from "@testing-library/react";
import type { SessionUser } from "@visadesk/contracts/auth";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { firstRequests } from "#early/first-requests.ts";
import { renderCrm, USERS, useMsw } from "#test/render.tsx";

const server = useMsw();

/** Renders `path` for `user` and answers every GET of the API, recording the URLs asked for (path and query). */
async function urlsAskedBy(path: string, user: SessionUser) {
  const asked: string[] = [];
  server.use(
    http.get("*/api/*", ({ request }) => {
      const url = new URL(request.url);
      asked.push(`${url.pathname}${url.search}`);
      if (url.pathname === "/api/users") return HttpResponse.json({ users: [] });
      return HttpResponse.json({ items: [], nextCursor: null, total: 0 });
    }),
  );
  renderCrm(path, user);
  return asked;
}

describe("the GETs a page's HTML starts early", () => {
  it.each([
    ["/crm", USERS.ceo],
    ["/crm", USERS.staff1],
    ["/crm/leads", USERS.ceo],
    ["/crm/leads", USERS.staff1],
    ["/leads", USERS.admin],
  ])("are exactly those %s asks for first, as %s", async (path, user) => {
    const asked = await urlsAskedBy(path, user);
    // renderCrm signs in confirmed, so the page itself does not ask /api/auth/me; the early script always does.
    const expected = firstRequests(path, "", user).filter((url) => url !== "/api/auth/me");
    expect(expected.length).toBeGreaterThan(0);
    await waitFor(() => expect(new Set(asked)).toEqual(new Set(expected)));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(new Set(asked)).toEqual(new Set(expected));
  });

  it("confirm the session on every internal page, and ask nothing for a visitor or another address", () => {
    expect(firstRequests("/crm/deals", "", USERS.staff1)).toEqual(["/api/auth/me"]);
    expect(firstRequests("/crm/leads", "?status=new", USERS.staff1)).toEqual(["/api/auth/me"]);
    expect(firstRequests("/crm", "", null)).toEqual([]);
    expect(firstRequests("/webcrmpanel", "", USERS.ceo)).toEqual([]);
    expect(firstRequests("/not-a-page", "", USERS.ceo)).toEqual([]);
  });

  it("start no page data that the role may not see", () => {
    const customer = { username: "c1", name: "Client", role: "customer" } as SessionUser;
    expect(firstRequests("/crm/leads", "", customer)).toEqual(["/api/auth/me"]);
  });
});
