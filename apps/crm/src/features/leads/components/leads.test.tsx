import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { violations } from "#test/axe.ts";
import { lead, leadItem } from "#test/fixtures.ts";
import { renderCrm, USERS, useMsw } from "#test/render.tsx";

const server = useMsw();

/** Answers `GET /api/leads` with `pages[cursor ?? ""]` and records every query string asked for. */
function serveLeads(
  pages: Record<string, { items: ReturnType<typeof leadItem>[]; nextCursor: string | null; total: number }>,
) {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get("*/api/leads", ({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(params);
      const page = pages[params.get("cursor") ?? ""] ?? { items: [], nextCursor: null, total: 0 };
      return HttpResponse.json(page);
    }),
  );
  return asked;
}

describe("the leads list", () => {
  it("shows a skeleton, then the first page, and pages with the server's cursor", async () => {
    const asked = serveLeads({
      "": {
        items: [leadItem({ name: "Asha Verma" }), leadItem({ name: "Vikram Rao" })],
        nextCursor: "c2",
        total: 3,
      },
      c2: { items: [leadItem({ name: "Meera Iyer" })], nextCursor: null, total: 3 },
    });
    renderCrm("/crm/leads");
    expect(await screen.findByRole("status", { name: "" })).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "Asha Verma" })).toBeInTheDocument();
    expect(screen.getByText("Page 1 · 2 rows")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled();

    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByRole("link", { name: "Meera Iyer" })).toBeInTheDocument();
    expect(screen.getByText("Page 2 · 1 row")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
    expect(asked.at(-1)?.get("cursor")).toBe("c2");
    expect(asked.at(-1)?.get("limit")).toBe("25");

    await userEvent.click(screen.getByRole("button", { name: "Previous" }));
    expect(await screen.findByRole("link", { name: "Asha Verma" })).toBeInTheDocument();
    expect(screen.getByText("Page 1 · 2 rows")).toBeInTheDocument();
  });

  it("shows each phone as the server writes it, and a number the server did not write as it is stored", async () => {
    serveLeads({
      "": {
        items: [
          leadItem({ name: "Asha Verma", phone: "+442079460958", phoneDisplay: "+44 20 7946 0958" }),
          leadItem({ name: "Vikram Rao", phone: "+919811122334", phoneDisplay: undefined }),
        ],
        nextCursor: null,
        total: 2,
      },
    });
    renderCrm("/crm/leads");
    const row = (await screen.findByRole("link", { name: "Asha Verma" })).closest("tr") as HTMLElement;
    expect(within(row).getByText("+44 20 7946 0958")).toBeInTheDocument();
    const older = screen.getByRole("link", { name: "Vikram Rao" }).closest("tr") as HTMLElement;
    expect(within(older).getByText("+919811122334")).toBeInTheDocument();
  });

  it("sends the filters, the search and the sort to the server, and starts again at page 1", async () => {
    const asked = serveLeads({
      "": { items: [leadItem()], nextCursor: "c2", total: 2 },
      c2: { items: [leadItem({ name: "Second Page" })], nextCursor: null, total: 2 },
    });
    renderCrm("/crm/leads");
    await screen.findByRole("link", { name: "Asha Verma" });
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    await screen.findByText("Page 2 · 1 row");

    await userEvent.selectOptions(screen.getByLabelText("Status"), "qualified");
    await waitFor(() => expect(asked.at(-1)?.get("status")).toBe("qualified"));
    expect(asked.at(-1)?.get("cursor")).toBeNull();
    expect(await screen.findByText("Page 1 · 1 row")).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText("Assigned to"), "me");
    await userEvent.type(screen.getByRole("searchbox", { name: "Search leads" }), "asha");
    await waitFor(() => expect(asked.at(-1)?.get("q")).toBe("asha"));
    expect(asked.at(-1)?.get("assignee")).toBe("me");

    await userEvent.click(screen.getByRole("button", { name: /name/i }));
    await waitFor(() => expect(asked.at(-1)?.get("sort")).toBe("name"));
    expect(screen.getByRole("columnheader", { name: /name/i })).toHaveAttribute("aria-sort");
  });

  it("says what to do when nothing matches, and clears the filters", async () => {
    const asked = serveLeads({});
    renderCrm("/crm/leads?status=lost");
    expect(await screen.findByText("No leads match these filters")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(await screen.findByText("No leads yet")).toBeInTheDocument();
    expect(asked.at(-1)?.get("status")).toBeNull();
  });

  it("shows the failure with a retry that works", async () => {
    let fail = true;
    server.use(
      http.get("*/api/leads", () =>
        fail
          ? HttpResponse.json(
              { error: { code: "internal", message: "Database unavailable" } },
              { status: 503 },
            )
          : HttpResponse.json({ items: [leadItem()], nextCursor: null, total: 1 }),
      ),
    );
    renderCrm("/crm/leads");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Could not load the leads");
    expect(alert).toHaveTextContent("Database unavailable");
    fail = false;
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("link", { name: "Asha Verma" })).toBeInTheDocument();
  });

  it("sends an expired session back to the login card with a word why", async () => {
    server.use(
      http.get("*/api/leads", () => HttpResponse.json({}, { status: 401 })),
      http.get("*/api/auth/login-options", () => HttpResponse.json({ usernames: ["ceo"] })),
    );
    const { router } = renderCrm("/crm/leads");
    await waitFor(() => expect(router.state.location.pathname).toBe("/webcrmpanel"));
    expect(await screen.findByText("Your session has expired. Please log in again.")).toBeInTheDocument();
    expect(window.localStorage.getItem("system_auth")).toBeNull();
  });

  it("offers the CSV export to admin and the CEO only, with the list's filters", async () => {
    serveLeads({ "": { items: [leadItem()], nextCursor: null, total: 1 } });
    const first = renderCrm("/crm/leads?status=new", USERS.admin);
    const link = await screen.findByRole("link", { name: "Export CSV" });
    expect(link.getAttribute("href")).toMatch(/^\/api\/leads\/export\.csv\?.*status=new/);
    first.unmount();
    renderCrm("/crm/leads", USERS.staff1);
    await screen.findByRole("link", { name: "Asha Verma" });
    expect(screen.queryByRole("link", { name: "Export CSV" })).toBeNull();
  });

  it("shows the board by status, one column per state", async () => {
    server.use(
      http.get("*/api/leads", ({ request }) => {
        const status = new URL(request.url).searchParams.get("status");
        return HttpResponse.json({
          items: status === "qualified" ? [leadItem({ name: "Ready To Buy", status })] : [],
          nextCursor: null,
          total: status === "qualified" ? 1 : 0,
        });
      }),
    );
    renderCrm("/crm/leads?view=board");
    const column = await screen.findByRole("region", { name: /Qualified/ });
    expect(await within(column).findByRole("link", { name: /Ready To Buy/ })).toBeInTheDocument();
    expect(screen.getAllByRole("region", { name: /New|Contacted|Qualified|Converted|Lost/ })).toHaveLength(5);
    expect(within(column).getByText("1 lead")).toBeInTheDocument();
    expect(within(screen.getByRole("region", { name: /^New/ })).getByText("no leads")).toBeInTheDocument();
  });

  it("has no axe violations in the list", async () => {
    serveLeads({ "": { items: [leadItem()], nextCursor: null, total: 1 } });
    const { container } = renderCrm("/crm/leads");
    await screen.findByRole("link", { name: "Asha Verma" });
    expect(await violations(container)).toEqual([]);
  });
});

describe("a lead", () => {
  function serveLead(data: ReturnType<typeof lead>) {
    server.use(http.get(`*/api/leads/${data.id}`, () => HttpResponse.json(data)));
  }

  it("on a change someone made meanwhile, says who and when, and shows the fresh lead to redo it on", async () => {
    let current = lead({ status: "new", version: 1 });
    server.use(http.get(`*/api/leads/${current.id}`, () => HttpResponse.json(current)));
    const message =
      "This lead was changed by Staff Two at 28 Nov 2026, 12:05 pm India time (Lost: Budget) after you opened it. Your change was not saved: look at the lead as it is now and make your change again.";
    server.use(
      http.post(`*/api/leads/${current.id}/status`, () => {
        current = lead({ status: "lost", lostReason: "Budget", version: 2 });
        return HttpResponse.json(
          { error: { code: "changed_meanwhile", message }, version: 2 },
          { status: 409 },
        );
      }),
    );
    renderCrm(`/crm/leads?id=${current.id}`);
    expect(await screen.findByRole("heading", { level: 1, name: "Asha Verma" })).toBeInTheDocument();
    const status = screen.getByRole("region", { name: "Status" });
    await userEvent.click(within(status).getByRole("button", { name: "Mark contacted" }));
    const asked = await screen.findByRole("dialog", { name: "Someone else changed this first" });
    expect(asked).toHaveTextContent(message);
    await userEvent.click(within(asked).getByRole("button", { name: "Leave it as it is" }));
    // The lead was fetched again: it now shows the other person's change, with the moves allowed from there.
    await waitFor(() => expect(within(status).queryByRole("button", { name: "Mark contacted" })).toBeNull());
    expect(within(status).getByRole("button", { name: "Reopen as contacted" })).toBeInTheDocument();
  });

  it("offers only the moves the lead machine allows from 'new', and records one", async () => {
    const l = lead({ status: "new" });
    serveLead(l);
    let sent: unknown;
    server.use(
      http.post(`*/api/leads/${l.id}/status`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ ...l, status: "contacted", version: 2 });
      }),
    );
    renderCrm(`/crm/leads?id=${l.id}`);
    expect(await screen.findByRole("heading", { level: 1, name: "Asha Verma" })).toBeInTheDocument();
    const status = screen.getByRole("region", { name: "Status" });
    expect(
      within(status)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["Mark contacted", "Mark qualified", "Mark lost"]);
    await userEvent.click(within(status).getByRole("button", { name: "Mark contacted" }));
    await waitFor(() => expect(sent).toEqual({ status: "contacted", expectedVersion: 1 }));
    expect(await screen.findByText("Lead contacted")).toBeInTheDocument();
  });

  it("asks why a lead was lost", async () => {
    const l = lead({ status: "contacted" });
    serveLead(l);
    let sent: unknown;
    server.use(
      http.post(`*/api/leads/${l.id}/status`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ ...l, status: "lost", lostReason: "Chose another agent", version: 2 });
      }),
    );
    renderCrm(`/crm/leads?id=${l.id}`);
    await userEvent.click(await screen.findByRole("button", { name: "Mark lost" }));
    await userEvent.type(screen.getByLabelText("Why was it lost?"), "Chose another agent");
    await userEvent.click(screen.getByRole("button", { name: "Confirm lost" }));
    await waitFor(() =>
      expect(sent).toEqual({ status: "lost", lostReason: "Chose another agent", expectedVersion: 1 }),
    );
  });

  it("converts a qualified lead to a deal with a fee in whole rupees", async () => {
    const l = lead({ status: "qualified" });
    serveLead(l);
    let sent: unknown;
    server.use(
      http.post(`*/api/leads/${l.id}/convert`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(
          { leadId: l.id, dealId: "00000000-0000-4000-8000-0000000000ff" },
          { status: 201 },
        );
      }),
    );
    renderCrm(`/crm/leads?id=${l.id}`);
    await userEvent.click(await screen.findByRole("button", { name: "Convert to deal" }));
    const dialog = await screen.findByRole("dialog", { name: "Convert to a deal" });
    await userEvent.type(within(dialog).getByLabelText("Fee (₹)"), "12.5");
    await userEvent.click(within(dialog).getByRole("button", { name: "Open deal" }));
    expect(await within(dialog).findByText("must be whole rupees, without paise")).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText("Fee (₹)"));
    await userEvent.type(within(dialog).getByLabelText("Fee (₹)"), "45000");
    await userEvent.click(within(dialog).getByRole("button", { name: "Open deal" }));
    await waitFor(() =>
      expect(sent).toEqual({ service: "visa", feeInr: 45000, governmentFeeInr: 0, expectedVersion: 1 }),
    );
    expect(await screen.findByText("Deal opened")).toBeInTheDocument();
  });

  it("shows a 409 from the server as a notification", async () => {
    const l = lead({ status: "new" });
    serveLead(l);
    server.use(
      http.post(`*/api/leads/${l.id}/status`, () =>
        HttpResponse.json(
          {
            error: {
              code: "illegal_transition",
              message: "A new lead may move to contacted, qualified or lost",
            },
          },
          { status: 409 },
        ),
      ),
    );
    renderCrm(`/crm/leads?id=${l.id}`);
    await userEvent.click(await screen.findByRole("button", { name: "Mark qualified" }));
    expect(await screen.findByText("The status did not change")).toBeInTheDocument();
    expect(screen.getByText("A new lead may move to contacted, qualified or lost")).toBeInTheDocument();
  });

  it("adds a note, takes an unassigned lead, and offers the chat link, without axe violations", async () => {
    const l = lead();
    serveLead(l);
    const posted: unknown[] = [];
    server.use(
      http.post(`*/api/leads/${l.id}/notes`, async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json(l, { status: 201 });
      }),
      http.post(`*/api/leads/${l.id}/assign`, async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json({ ...l, assignee: { username: "staff1", name: "Staff One" }, version: 2 });
      }),
    );
    const { container } = renderCrm(`/crm/leads?id=${l.id}`);
    expect(await screen.findByRole("link", { name: "Chat on WhatsApp" })).toHaveAttribute(
      "href",
      expect.stringMatching(/^https:\/\/wa\.me\/919876543210\?text=/),
    );
    expect(screen.getByText("Lead created from a web form enquiry")).toBeInTheDocument();
    expect(await violations(container)).toEqual([]);

    await userEvent.type(
      screen.getByLabelText("Add to the timeline"),
      "Called, wants a UK visitor visa in March",
    );
    await userEvent.selectOptions(screen.getByLabelText("Kind"), "call");
    await userEvent.click(screen.getByRole("button", { name: "Add" }));
    await userEvent.click(screen.getByRole("button", { name: "Assign to me" }));
    await waitFor(() => expect(posted).toHaveLength(2));
    expect(posted).toEqual([
      { text: "Called, wants a UK visitor visa in March", kind: "call" },
      { assignee: "staff1", expectedVersion: 1 },
    ]);
  });

  it("moves the next follow-up", async () => {
    const l = lead();
    serveLead(l);
    let sent: unknown;
    server.use(
      http.patch(`*/api/leads/${l.id}`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ ...l, nextFollowUpOn: "2026-12-01" });
      }),
    );
    renderCrm(`/crm/leads?id=${l.id}`);
    const input = await screen.findByLabelText("Next follow-up");
    await userEvent.type(input, "01/12/2026");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(sent).toEqual({ nextFollowUpOn: "2026-12-01", expectedVersion: 1 }));
    expect(await screen.findByText("Follow-up set for 1 Dec 2026")).toBeInTheDocument();
  });

  it("costs one request per edit: the answer is the lead on screen, and the list is fetched again when shown", async () => {
    const l = lead();
    const gets = { lead: 0, list: 0 };
    const writes: string[] = [];
    server.use(
      http.get(`*/api/leads/${l.id}`, () => {
        gets.lead += 1;
        return HttpResponse.json(l);
      }),
      http.get("*/api/leads", () => {
        gets.list += 1;
        return HttpResponse.json({
          items: [leadItem({ id: l.id, name: l.name })],
          nextCursor: null,
          total: 1,
        });
      }),
      http.patch(`*/api/leads/${l.id}`, ({ request }) => {
        writes.push(request.method);
        return HttpResponse.json({ ...l, nextFollowUpOn: "2026-12-01", version: 2 });
      }),
    );
    renderCrm("/crm/leads");
    await userEvent.click(await screen.findByRole("link", { name: "Asha Verma" }));
    await userEvent.type(await screen.findByLabelText("Next follow-up"), "01/12/2026");
    expect(gets).toEqual({ lead: 1, list: 1 });

    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Follow-up set for 1 Dec 2026")).toBeInTheDocument();
    expect(writes).toEqual(["PATCH"]);
    expect(gets).toEqual({ lead: 1, list: 1 });

    const crumbs = screen.getByRole("navigation", { name: "Breadcrumb" });
    await userEvent.click(within(crumbs).getByRole("link", { name: "Leads" }));
    expect(await screen.findByRole("link", { name: "Asha Verma" })).toBeInTheDocument();
    await waitFor(() => expect(gets.list).toBe(2));
    expect(gets.lead).toBe(1);
  });

  it("marks the lead's deals stale on a rename (they show the client's name), and not on a follow-up", async () => {
    const dealId = "00000000-0000-4000-8000-0000000000d9";
    const l = lead({
      deals: [{ id: dealId, stage: "quoted", feeInr: 45_000, createdAt: "2026-11-20T06:30:00.000Z" }],
    });
    serveLead(l);
    server.use(
      http.patch(`*/api/leads/${l.id}`, async ({ request }) =>
        HttpResponse.json({ ...l, ...((await request.json()) as object), version: 2 }),
      ),
    );
    const { queryClient } = renderCrm(`/crm/leads?id=${l.id}`);
    await screen.findByRole("heading", { level: 1, name: "Asha Verma" });
    const dealKeys = [[`/api/deals/${dealId}`], ["/api/deals", {}]];
    const cacheDeals = () => {
      for (const key of dealKeys) queryClient.setQueryData(key, {});
    };
    const dealsStale = () => dealKeys.map((key) => queryClient.getQueryState(key)?.isInvalidated);

    cacheDeals();
    await userEvent.type(screen.getByLabelText("Next follow-up"), "01/12/2026");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Follow-up set for 1 Dec 2026")).toBeInTheDocument();
    expect(dealsStale()).toEqual([false, false]);

    await userEvent.click(screen.getByRole("button", { name: "Edit" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit the lead" });
    await userEvent.clear(within(dialog).getByLabelText("Name"));
    await userEvent.type(within(dialog).getByLabelText("Name"), "Asha Verma Rao");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Asha Verma Rao" })).toBeInTheDocument();
    expect(dealsStale()).toEqual([true, true]);
  });

  it("says so when the lead cannot be opened", async () => {
    server.use(
      http.get("*/api/leads/:id", () =>
        HttpResponse.json({ error: { code: "not_found", message: "No such lead" } }, { status: 404 }),
      ),
    );
    renderCrm("/crm/leads?id=00000000-0000-4000-8000-000000000999");
    expect(await screen.findByRole("alert")).toHaveTextContent("Could not open this lead");
    const crumbs = screen.getByRole("navigation", { name: "Breadcrumb" });
    expect(within(crumbs).getByRole("link", { name: "Leads" })).toHaveAttribute("href", "/crm/leads");
  });
});

describe("a new lead", () => {
  it("is checked with the contract before it is sent, then created and opened", async () => {
    serveLeads({});
    const created = lead({ name: "Kiran Shah" });
    let sent: unknown;
    server.use(
      http.post("*/api/leads", async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(created, { status: 201 });
      }),
      http.get(`*/api/leads/${created.id}`, () => HttpResponse.json(created)),
    );
    const { router } = renderCrm("/crm/leads");
    await userEvent.click(await screen.findByRole("button", { name: "New lead" }));
    const dialog = await screen.findByRole("dialog", { name: "New lead" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Create lead" }));
    expect(within(dialog).getByText("is required")).toBeInTheDocument();
    expect(sent).toBeUndefined();

    await userEvent.type(within(dialog).getByLabelText("Name"), "Kiran Shah");
    await userEvent.type(within(dialog).getByLabelText("Phone"), "12");
    await userEvent.click(within(dialog).getByRole("button", { name: "Create lead" }));
    expect(within(dialog).getByText(/must be a valid phone number/)).toBeInTheDocument();

    await userEvent.clear(within(dialog).getByLabelText("Phone"));
    await userEvent.type(within(dialog).getByLabelText("Phone"), "98765 11111");
    await userEvent.selectOptions(within(dialog).getByLabelText("Destination"), "CA");
    await userEvent.click(within(dialog).getByRole("button", { name: "Create lead" }));
    await waitFor(() =>
      expect(sent).toEqual({ name: "Kiran Shah", phone: "98765 11111", destinationCountry: "CA" }),
    );
    await waitFor(() => expect(router.state.location.search).toBe(`?id=${created.id}`));
    expect(await screen.findByRole("heading", { level: 1, name: "Kiran Shah" })).toBeInTheDocument();
    expect(screen.getByText("Lead created")).toBeInTheDocument();
  });
});

describe("editing a lead", () => {
  it("answers a phone another lead has with a link to that lead", async () => {
    const l = lead();
    const other = "00000000-0000-4000-8000-0000000000d1";
    server.use(
      http.get(`*/api/leads/${l.id}`, () => HttpResponse.json(l)),
      http.patch(`*/api/leads/${l.id}`, () =>
        HttpResponse.json(
          {
            error: {
              code: "duplicate",
              message: "Another lead already has this phone number",
              fields: { phone: "belongs to another lead" },
              conflict: { resource: "lead", id: other, field: "phone" },
            },
          },
          { status: 409 },
        ),
      ),
    );
    renderCrm(`/crm/leads?id=${l.id}`);
    await userEvent.click(await screen.findByRole("button", { name: "Edit" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit the lead" });
    const phone = within(dialog).getByLabelText("Phone");
    await userEvent.clear(phone);
    await userEvent.type(phone, "not a phone");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText(/must be a valid phone number/)).toBeInTheDocument();
    await userEvent.clear(phone);
    await userEvent.type(phone, "09811122334");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByRole("link", { name: "Open that lead" })).toHaveAttribute(
      "href",
      `/crm/leads?id=${other}`,
    );
    expect(within(dialog).getByText("belongs to another lead")).toBeInTheDocument();
  });
});
