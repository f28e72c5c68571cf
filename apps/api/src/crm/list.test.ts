import { beforeAll, describe, expect, it } from "vitest";
import { call, login, useTestServer } from "#test/test-server.ts";

// Every CRM list runs one prepared statement per shape of query (which filters, which sort, a cursor or not) and
// gives it each request's values. These tests send the same shapes with different values and actors, so that a
// value held by a statement, or a page served from anything but the database, would show.
describe("the CRM lists", () => {
  // Leads a day apart, from sessions that stay alive for it.
  const server = useTestServer({
    config: (base) => ({
      ...base,
      auth: { ...base.auth, idleTimeoutMs: 7 * 86_400_000, absoluteTimeoutMs: 30 * 86_400_000 },
    }),
  });
  const app = () => server.app;
  const cookies: Record<string, string> = {};
  let n = 0;
  const phone = () => `+91 97${String(20_000_000 + n++).padStart(8, "0")}`;

  async function post(url: string, cookie: string, body: object) {
    const response = await call(app(), { method: "POST", url, cookie, body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  }
  async function names(url: string, cookie: string): Promise<string[]> {
    const response = await call(app(), { url, cookie });
    expect(response.statusCode, response.body).toBe(200);
    return response
      .json()
      .items.map((item: { name?: string; clientName?: string }) => item.name ?? item.clientName);
  }
  async function allPages(url: string, cookie: string): Promise<string[]> {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const response = await call(app(), { url: `${url}${cursor ? `&cursor=${cursor}` : ""}`, cookie });
      const page: { items: { name?: string; clientName?: string }[]; nextCursor: string | null } =
        response.json();
      seen.push(...page.items.map((item) => item.name ?? item.clientName ?? ""));
      cursor = page.nextCursor;
    } while (cursor);
    return seen;
  }

  beforeAll(async () => {
    cookies.admin = await login(app(), "admin");
    cookies.staff1 = await login(app(), "staff1");
    cookies.staff2 = await login(app(), "staff2");
    // One a day from 2025-01-06: Open Kochi, One Kochi (staff1), Two Pune (staff2), Open Pune, One Pune (staff1).
    const people: [string, string, string | null][] = [
      ["Open Kochi", "Kochi", null],
      ["One Kochi", "Kochi", "staff1"],
      ["Two Pune", "Pune", "staff2"],
      ["Open Pune", "Pune", null],
      ["One Pune", "Pune", "staff1"],
    ];
    for (const [name, city, assignee] of people) {
      await post("/api/leads", cookies.admin as string, { name, phone: phone(), city, assignee });
      server.clock.advance(86_400_000);
    }
  });

  it("scopes one shape of query to each actor", async () => {
    const url = "/api/leads?order=asc";
    expect(await names(url, cookies.staff1 as string)).toEqual([
      "Open Kochi",
      "One Kochi",
      "Open Pune",
      "One Pune",
    ]);
    expect(await names(url, cookies.staff2 as string)).toEqual(["Open Kochi", "Two Pune", "Open Pune"]);
    expect(await names(url, cookies.admin as string)).toHaveLength(5);
    expect(await names(url, cookies.staff1 as string)).not.toContain("Two Pune");
  });

  it("filters by each request's values", async () => {
    const admin = cookies.admin as string;
    expect(await names("/api/leads?order=asc&city=kochi", admin)).toEqual(["Open Kochi", "One Kochi"]);
    expect(await names("/api/leads?order=asc&city=Pune", admin)).toEqual([
      "Two Pune",
      "Open Pune",
      "One Pune",
    ]);
    expect(await names("/api/leads?order=asc&assignee=staff1", admin)).toEqual(["One Kochi", "One Pune"]);
    expect(await names("/api/leads?order=asc&assignee=staff2", admin)).toEqual(["Two Pune"]);
    expect(await names("/api/leads?order=asc&assignee=nobody-by-that-name", admin)).toEqual([]);
    expect(await names("/api/leads?order=asc&assignee=unassigned", admin)).toEqual([
      "Open Kochi",
      "Open Pune",
    ]);
    expect(await names("/api/leads?order=asc&assignee=me", cookies.staff1 as string)).toEqual([
      "One Kochi",
      "One Pune",
    ]);
    expect(await names("/api/leads?order=asc&assignee=me", cookies.staff2 as string)).toEqual(["Two Pune"]);
    expect(await names("/api/leads?order=asc&city=Pune&assignee=me", cookies.staff1 as string)).toEqual([
      "One Pune",
    ]);
  });

  it("filters by creation day (Asia/Kolkata) and instant", async () => {
    const admin = cookies.admin as string;
    // Created at 14:30 in Kolkata on 6, 7, 8, 9 and 10 January.
    expect(await names("/api/leads?order=asc&from=2025-01-07&to=2025-01-08", admin)).toEqual([
      "One Kochi",
      "Two Pune",
    ]);
    expect(await names("/api/leads?order=asc&from=2025-01-09", admin)).toEqual(["Open Pune", "One Pune"]);
    expect(await names("/api/leads?order=asc&to=2025-01-06", admin)).toEqual(["Open Kochi"]);
    expect(await names("/api/leads?order=asc&from=2025-01-10T09:00:00.000Z", admin)).toEqual(["One Pune"]);
    expect(await names("/api/leads?order=asc&to=2025-01-06T09:00:00.001Z", admin)).toEqual(["Open Kochi"]);
  });

  it("searches by name and by a phone typed with spaces", async () => {
    const admin = cookies.admin as string;
    expect(await names("/api/leads?order=asc&q=pune", admin)).toEqual(["Two Pune", "Open Pune", "One Pune"]);
    expect(await names("/api/leads?order=asc&q=kochi", admin)).toEqual(["Open Kochi", "One Kochi"]);
    // The third lead's number, +91 97 2000 0002, typed the way people say it.
    expect(await names("/api/leads?order=asc&q=97200%2000002", admin)).toEqual(["Two Pune"]);
  });

  it("pages every sort with its own cursor, both ways", async () => {
    const admin = cookies.admin as string;
    expect(await allPages("/api/leads?limit=2&order=desc", admin)).toEqual([
      "One Pune",
      "Open Pune",
      "Two Pune",
      "One Kochi",
      "Open Kochi",
    ]);
    expect(await allPages("/api/leads?limit=2&sort=name&order=asc", admin)).toEqual([
      "One Kochi",
      "One Pune",
      "Open Kochi",
      "Open Pune",
      "Two Pune",
    ]);
    expect(await allPages("/api/leads?limit=2&sort=name&order=desc&city=Pune", admin)).toEqual([
      "Two Pune",
      "Open Pune",
      "One Pune",
    ]);
    // A cursor of the name sort is not one of the time sort.
    const byName = (await call(app(), { url: "/api/leads?limit=1&sort=name", cookie: admin })).json();
    const wrong = await call(app(), { url: `/api/leads?cursor=${byName.nextCursor}`, cookie: admin });
    expect(wrong.statusCode).toBe(400);
  });

  it("pages deals by fee (an integer keyset)", async () => {
    const admin = cookies.admin as string;
    const leads = (await call(app(), { url: "/api/leads?order=asc", cookie: admin })).json().items;
    const fees = [30_000, 10_000, 50_000, 10_000, 20_000];
    for (const [i, lead] of (leads as { id: string }[]).entries()) {
      // A visa deal names its visa type and destination when the lead has none (one check for every deal).
      await post("/api/deals", admin, {
        leadId: lead.id,
        feeInr: fees[i],
        visaType: "visitor",
        destinationCountry: "GB",
      });
      server.clock.advance(60_000);
    }
    const page = async (order: string) => {
      const seen: number[] = [];
      let cursor: string | null = null;
      do {
        const url: string = `/api/deals?sort=feeInr&order=${order}&limit=2${cursor ? `&cursor=${cursor}` : ""}`;
        const body = (await call(app(), { url, cookie: admin })).json();
        seen.push(...body.items.map((d: { feeInr: number }) => d.feeInr));
        cursor = body.nextCursor;
      } while (cursor);
      return seen;
    };
    expect(await page("asc")).toEqual([10_000, 10_000, 20_000, 30_000, 50_000]);
    expect(await page("desc")).toEqual([50_000, 30_000, 20_000, 10_000, 10_000]);
    expect(await names("/api/deals?order=asc", cookies.staff2 as string)).toEqual([
      "Open Kochi",
      "Two Pune",
      "Open Pune",
    ]);
  });

  it("shows a write in the very next page", async () => {
    const url = "/api/leads?order=desc&limit=1";
    const created = await post("/api/leads", cookies.staff2 as string, { name: "Fresh One", phone: phone() });
    expect(await names(url, cookies.staff2 as string)).toEqual(["Fresh One"]);
    expect(await names(url, cookies.staff1 as string)).not.toEqual(["Fresh One"]);
    const patched = await call(app(), {
      method: "PATCH",
      url: `/api/leads/${created.id}`,
      cookie: cookies.staff2,
      body: { name: "Renamed One" },
    });
    expect(patched.statusCode).toBe(200);
    expect(await names(url, cookies.staff2 as string)).toEqual(["Renamed One"]);
    const freed = await call(app(), {
      method: "POST",
      url: `/api/leads/${created.id}/assign`,
      cookie: cookies.admin,
      body: { assignee: null },
    });
    expect(freed.statusCode).toBe(200);
    expect(await names(url, cookies.staff1 as string)).toEqual(["Renamed One"]);
  });

  it("says how many records match in all, on every page and for each actor", async () => {
    const admin = cookies.admin as string;
    const first = (
      await call(app(), { url: "/api/leads?city=Pune&limit=1&count=true", cookie: admin })
    ).json();
    expect(first.items).toHaveLength(1);
    expect(first.total).toBe(3);
    const second = (
      await call(app(), {
        url: `/api/leads?city=Pune&limit=1&count=true&cursor=${first.nextCursor}`,
        cookie: admin,
      })
    ).json();
    expect(second.total).toBe(3);
    const staff2 = (
      await call(app(), { url: "/api/leads?city=Pune&count=true", cookie: cookies.staff2 })
    ).json();
    expect(staff2.total).toBe(2);
    // Counting is asked for: a page without `count` does not pay for it.
    const uncounted = (await call(app(), { url: "/api/leads?city=Pune", cookie: admin })).json();
    expect(uncounted.total).toBeNull();
  });

  it("answers times and dates in the contracts' forms, from the rows of either database", async () => {
    // PostgreSQL's rows come as the driver's text, PGlite's as JSON (crm/list/): both give the same item.
    const admin = cookies.admin as string;
    const response = await call(app(), { url: "/api/leads?order=asc&limit=1&city=Kochi", cookie: admin });
    const [item] = response.json().items;
    expect(item).toMatchObject({
      name: "Open Kochi",
      assignee: null,
      createdAt: "2025-01-06T09:00:00.000Z",
      updatedAt: "2025-01-06T09:00:00.000Z",
    });
    const staff = (
      await call(app(), { url: "/api/leads?order=asc&limit=1&assignee=staff1", cookie: admin })
    ).json();
    expect(staff.items[0]).toMatchObject({
      name: "One Kochi",
      assignee: { username: "staff1" },
      createdAt: "2025-01-07T09:00:00.000Z",
    });
  });

  it("finds a phone typed with its trunk 0 or with spaces", async () => {
    const admin = cookies.admin as string;
    // The third lead's phone is +91 9720000002.
    expect(await names("/api/leads?q=09720000002", admin)).toEqual(["Two Pune"]);
    expect(await names(`/api/leads?q=${encodeURIComponent("+91 97200 00002")}`, admin)).toEqual(["Two Pune"]);
    expect(await names("/api/leads?q=9720000002", admin)).toEqual(["Two Pune"]);
  });

  it("totals the fees of the matching deals and filters by service and expected close", async () => {
    const admin = cookies.admin as string;
    const lead = await post("/api/leads", admin, {
      name: "Fee Person",
      phone: phone(),
      visaType: "student",
      destinationCountry: "CA",
    });
    await post("/api/deals", admin, { leadId: lead.id, feeInr: 35_000, expectedCloseOn: "2025-03-10" });
    await post("/api/deals", admin, { leadId: lead.id, feeInr: 90_000, expectedCloseOn: "2025-04-10" });
    const page = (
      await call(app(), { url: `/api/deals?leadId=${lead.id}&limit=1&count=true`, cookie: admin })
    ).json();
    expect(page.items).toHaveLength(1);
    expect(page.total).toBe(2);
    expect(page.totalFeeInr).toBe(125_000);
    const march = (
      await call(app(), {
        url: `/api/deals?leadId=${lead.id}&closeFrom=2025-03-01&closeTo=2025-03-31&service=visa&count=true`,
        cookie: admin,
      })
    ).json();
    expect(march.items.map((d: { feeInr: number }) => d.feeInr)).toEqual([35_000]);
    expect(march.totalFeeInr).toBe(35_000);
    const appeals = (
      await call(app(), {
        url: `/api/deals?leadId=${lead.id}&service=refusal_appeal&count=true`,
        cookie: admin,
      })
    ).json();
    expect(appeals.total).toBe(0);
  });
});
