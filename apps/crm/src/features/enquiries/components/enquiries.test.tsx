import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Enquiry } from "@visadesk/contracts/enquiries";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { violations } from "#test/axe.ts";
import { enquiryItem, uuid } from "#test/fixtures.ts";
import { renderCrm, USERS, useMsw } from "#test/render.tsx";

const server = useMsw();

function enquiry(overrides: Partial<Enquiry> = {}): Enquiry {
  return {
    ...enquiryItem(),
    message: "My UK visa was refused last year. Can you help with an appeal?",
    refusalDetails: "Refused under V4.2 in 2025",
    consent: true,
    version: 1,
    attribution: {
      source: "google",
      campaign: "uk-refusal",
      gclid: "Cj0KCQ",
      searchTerm: "uk visa refused appeal",
      landingPath: "/?q=uk+visa+refused",
      primaryService: "refusal appeal",
      refusalFocus: true,
      urgency: "high",
    },
    timeline: [],
    ...overrides,
  };
}

describe("the enquiries list", () => {
  it("pages with the cursor, filters by channel and status, and sorts", async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      http.get("*/api/enquiries", ({ request }) => {
        const params = new URL(request.url).searchParams;
        asked.push(params);
        return params.get("cursor") === "next"
          ? HttpResponse.json({ items: [enquiryItem({ name: "Second Page" })], nextCursor: null, total: 1 })
          : HttpResponse.json({ items: [enquiryItem()], nextCursor: "next", total: 1 });
      }),
    );
    const { container } = renderCrm("/crm/enquiries");
    expect(await screen.findByRole("link", { name: "Rohan Mehta" })).toBeInTheDocument();
    expect(screen.getByText("Prior refusal")).toBeInTheDocument();
    expect(await violations(container)).toEqual([]);

    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByRole("link", { name: "Second Page" })).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText("Channel"), "quick_support");
    await userEvent.selectOptions(screen.getByLabelText("Status"), "new");
    await waitFor(() => expect(asked.at(-1)?.get("channel")).toBe("quick_support"));
    expect(asked.at(-1)?.get("status")).toBe("new");
    expect(asked.at(-1)?.get("cursor")).toBeNull();

    await userEvent.click(await screen.findByRole("button", { name: /received/i }));
    await waitFor(() => expect(asked.at(-1)?.get("order")).toBe("asc"));
  });

  it("shows the enquiries the intake marked for review, and lists only them on asking", async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      http.get("*/api/enquiries", ({ request }) => {
        const params = new URL(request.url).searchParams;
        asked.push(params);
        const marked = enquiryItem({ id: uuid(), name: "Kiran Rao", reviewReason: "busy_connection" });
        return HttpResponse.json({
          items: params.get("review") === "marked" ? [marked] : [enquiryItem(), marked],
          nextCursor: null,
          total: params.get("review") === "marked" ? 1 : 2,
        });
      }),
    );
    const { container } = renderCrm("/crm/enquiries");
    const row = (await screen.findByRole("link", { name: "Kiran Rao" })).closest("tr");
    expect(row && within(row).getByText("Marked for review")).toBeInTheDocument();
    const other = screen.getByRole("link", { name: "Rohan Mehta" }).closest("tr");
    expect(other && within(other).queryByText("Marked for review")).toBeNull();
    expect(await violations(container)).toEqual([]);

    await userEvent.selectOptions(screen.getByLabelText("Review"), "Marked");
    await waitFor(() => expect(asked.at(-1)?.get("review")).toBe("marked"));
    await waitFor(() => expect(screen.queryByRole("link", { name: "Rohan Mehta" })).toBeNull());
  });

  it("shows a failure with the server's reason", async () => {
    server.use(
      http.get("*/api/enquiries", () =>
        HttpResponse.json({ error: { code: "forbidden", message: "Not allowed" } }, { status: 403 }),
      ),
    );
    renderCrm("/crm/enquiries");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Could not load the enquiries");
    expect(alert).toHaveTextContent("Not allowed");
  });

  it("shows an empty state that says where enquiries come from", async () => {
    server.use(
      http.get("*/api/enquiries", () => HttpResponse.json({ items: [], nextCursor: null, total: 0 })),
    );
    renderCrm("/crm/enquiries", USERS.ceo);
    expect(await screen.findByText("No enquiries yet")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Export CSV" })).toHaveAttribute(
      "href",
      expect.stringMatching(/^\/api\/enquiries\/export\.csv/),
    );
  });
});

describe("an enquiry", () => {
  it("shows the request, the attribution it arrived with and its lead, without axe violations", async () => {
    const leadId = uuid();
    const e = enquiry({ leadId });
    server.use(http.get(`*/api/enquiries/${e.id}`, () => HttpResponse.json(e)));
    const { container } = renderCrm(`/crm/enquiries?id=${e.id}`);
    expect(await screen.findByRole("heading", { level: 1, name: "Rohan Mehta" })).toBeInTheDocument();
    const attribution = screen.getByRole("region", { name: "Attribution" });
    expect(within(attribution).getByText("uk-refusal")).toBeInTheDocument();
    expect(within(attribution).getByText("uk visa refused appeal")).toBeInTheDocument();
    expect(within(attribution).getByText("High")).toBeInTheDocument();
    expect(screen.getByText("Refused under V4.2 in 2025")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Open the lead" })).toHaveAttribute(
      "href",
      `/crm/leads?id=${leadId}`,
    );
    expect(screen.getByRole("link", { name: "Chat on WhatsApp" })).toHaveAttribute(
      "href",
      expect.stringMatching(/^https:\/\/wa\.me\/919812345678/),
    );
    expect(await violations(container)).toEqual([]);
  });

  it("marks an enquiry from the Hindi pages as Hindi and opens the chat in Hindi (docs/decisions/011)", async () => {
    const e = enquiry({ language: "hi" });
    server.use(http.get(`*/api/enquiries/${e.id}`, () => HttpResponse.json(e)));
    const { container } = renderCrm(`/crm/enquiries?id=${e.id}`);
    const request = await screen.findByRole("region", { name: "Request" });
    expect(within(request).getByText("Hindi (हिन्दी)")).toBeInTheDocument();
    const chat = screen.getByRole("link", { name: "Chat on WhatsApp" }).getAttribute("href") ?? "";
    expect(decodeURIComponent(chat.split("text=")[1] ?? "")).toMatch(/^नमस्ते Rohan जी, /);
    expect(await violations(container)).toEqual([]);
  });

  it("filters the list by language", async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      http.get("*/api/enquiries", ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return HttpResponse.json({ items: [enquiryItem({ language: "hi" })], nextCursor: null, total: 1 });
      }),
    );
    renderCrm("/crm/enquiries");
    await screen.findByRole("link", { name: "Rohan Mehta" });
    await userEvent.selectOptions(screen.getByLabelText("Language"), "hi");
    await waitFor(() => expect(asked.at(-1)?.get("language")).toBe("hi"));
  });

  it.each([
    ["new", ["Start working", "Mark responded", "Close", "Mark as spam"]],
    ["responded", ["Start working", "Close"]],
    ["closed", ["Reopen"]],
    ["spam", ["Not spam: back to new"]],
  ] as const)("offers from %s only the moves the enquiry machine allows", async (status, labels) => {
    const e = enquiry({ status });
    server.use(http.get(`*/api/enquiries/${e.id}`, () => HttpResponse.json(e)));
    renderCrm(`/crm/enquiries?id=${e.id}`);
    const region = await screen.findByRole("region", { name: "Status" });
    expect(
      within(region)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual([...labels]);
  });

  it("moves an enquiry on and says so", async () => {
    const e = enquiry();
    let sent: unknown;
    server.use(
      http.get(`*/api/enquiries/${e.id}`, () => HttpResponse.json(e)),
      http.post(`*/api/enquiries/${e.id}/status`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ ...e, status: "in_progress", version: 2 });
      }),
    );
    renderCrm(`/crm/enquiries?id=${e.id}`);
    await userEvent.click(await screen.findByRole("button", { name: "Start working" }));
    await waitFor(() => expect(sent).toEqual({ status: "in_progress", expectedVersion: 1 }));
    expect(await screen.findByText("Enquiry in progress")).toBeInTheDocument();
  });
});

describe("assigning an enquiry with its lead", () => {
  it("shows the answer without fetching the enquiry again, and marks its lead's page and the leads' lists stale", async () => {
    const leadId = uuid();
    const e = enquiry({ leadId });
    let enquiryGets = 0;
    const sent: unknown[] = [];
    server.use(
      http.get(`*/api/enquiries/${e.id}`, () => {
        enquiryGets += 1;
        return HttpResponse.json(e);
      }),
      http.post(`*/api/enquiries/${e.id}/assign`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ ...e, assignee: { username: "staff1", name: "Staff One" }, version: 2 });
      }),
    );
    const { queryClient } = renderCrm(`/crm/enquiries?id=${e.id}`);
    const assignment = await screen.findByRole("region", { name: "Assignment" });
    // Another page's copies of the lead, cached from earlier.
    queryClient.setQueryData([`/api/leads/${leadId}`], {});
    queryClient.setQueryData(["/api/leads", {}], {});
    queryClient.setQueryData(["/api/deals", {}], {});

    await userEvent.click(within(assignment).getByRole("button", { name: "Assign to me" }));
    expect(await screen.findByText("Enquiry and the lead assigned")).toBeInTheDocument();
    expect(within(assignment).getByText("Staff One")).toBeInTheDocument();
    expect(sent).toEqual([{ assignee: "staff1", alsoLinked: true, expectedVersion: 1 }]);
    expect(enquiryGets).toBe(1);
    const stale = (key: unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    expect(stale([`/api/leads/${leadId}`])).toBe(true);
    expect(stale(["/api/leads", {}])).toBe(true);
    expect(stale(["/api/deals", {}])).toBe(false);
  });
});

describe("recording an enquiry", () => {
  it("checks it with the contract, sends it, and opens it", async () => {
    server.use(
      http.get("*/api/enquiries", () => HttpResponse.json({ items: [], nextCursor: null, total: 0 })),
    );
    const created = enquiry({ name: "Walk In Person", channel: "walk_in" });
    let sent: unknown;
    server.use(
      http.post("*/api/enquiries", async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(created, { status: 201 });
      }),
      http.get(`*/api/enquiries/${created.id}`, () => HttpResponse.json(created)),
    );
    const { router } = renderCrm("/crm/enquiries");
    await userEvent.click(await screen.findByRole("button", { name: "Record enquiry" }));
    const dialog = await screen.findByRole("dialog", { name: "Record an enquiry" });
    await userEvent.selectOptions(within(dialog).getByLabelText("Channel"), "walk_in");
    await userEvent.type(within(dialog).getByLabelText("Name"), "Walk In Person");
    await userEvent.click(within(dialog).getByRole("button", { name: "Record enquiry" }));
    expect(within(dialog).getByText("give a phone number or an email")).toBeInTheDocument();
    expect(sent).toBeUndefined();

    await userEvent.type(within(dialog).getByLabelText("Email"), "walkin@example.in");
    await userEvent.click(within(dialog).getByLabelText("Refused a visa before"));
    await userEvent.type(within(dialog).getByLabelText("Refusal details"), "Schengen, 2024");
    await userEvent.click(within(dialog).getByRole("button", { name: "Record enquiry" }));
    await waitFor(() =>
      expect(sent).toEqual({
        channel: "walk_in",
        name: "Walk In Person",
        email: "walkin@example.in",
        refusalDetails: "Schengen, 2024",
        priorRefusal: true,
      }),
    );
    await waitFor(() => expect(router.state.location.search).toBe(`?id=${created.id}`));
    expect(await screen.findByRole("heading", { level: 1, name: "Walk In Person" })).toBeInTheDocument();
  });
});
