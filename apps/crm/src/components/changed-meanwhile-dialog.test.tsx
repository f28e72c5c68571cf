import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { fullCase } from "#features/cases/test/case-fixtures.ts";
import { violations } from "#test/axe.ts";
import { customer, deal, dealItem, page } from "#test/fixtures.ts";
import { renderCrm, useMsw } from "#test/render.tsx";

// One dialog for every kind of record (decision 030): a change the server refused because someone changed the record
// after the page showed it says who, when and what, the page shows the record as it is now, and the change can be
// redone on it with its new version, or left.

const server = useMsw();

const refusal = (noun: string, what: string, version: number) =>
  HttpResponse.json(
    {
      error: {
        code: "changed_meanwhile",
        message: `This ${noun} was changed by Staff Two at 28 Nov 2026, 12:05 pm India time (${what}) after you opened it. Your change was not saved: look at the ${noun} as it is now and make your change again.`,
        version,
      },
    },
    { status: 409 },
  );

describe("a change made on an older copy of a record", () => {
  it("on a deal: says who changed the quote, shows the fresh deal, and redoes the edit on it", async () => {
    let current = deal({ feeInr: 45_000, version: 1 });
    const sent: unknown[] = [];
    server.use(
      http.get(`*/api/deals/${current.id}`, () => HttpResponse.json(current)),
      http.patch(`*/api/deals/${current.id}`, async ({ request }) => {
        const body = (await request.json()) as { feeInr: number; expectedVersion: number };
        sent.push(body);
        if (body.expectedVersion !== current.version) return refusal("deal", "Changed fee", current.version);
        current = deal({ ...current, feeInr: body.feeInr, version: current.version + 1 });
        return HttpResponse.json(current);
      }),
    );
    renderCrm(`/crm/deals?id=${current.id}`);
    await userEvent.click(await screen.findByRole("button", { name: "Edit quote" }));
    const edit = await screen.findByRole("dialog", { name: "Edit the quote" });
    // Another tab saves a fee of ₹50,000 meanwhile.
    current = deal({ ...current, feeInr: 50_000, version: 2, updatedAt: "2026-11-28T06:35:00.000Z" });
    const fee = within(edit).getByLabelText("Fee (₹)");
    await userEvent.clear(fee);
    await userEvent.type(fee, "60000");
    await userEvent.click(within(edit).getByRole("button", { name: "Save quote" }));

    const asked = await screen.findByRole("dialog", { name: "Someone else changed this first" });
    expect(asked).toHaveTextContent(
      "This deal was changed by Staff Two at 28 Nov 2026, 12:05 pm India time (Changed fee) after you opened it.",
    );
    expect(sent).toEqual([expect.objectContaining({ feeInr: 60_000, expectedVersion: 1 })]);
    expect(await violations(asked)).toEqual([]);

    await userEvent.click(within(asked).getByRole("button", { name: "Redo my change" }));
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "Someone else changed this first" })).toBeNull(),
    );
    // Sent again with the version of the deal the page now shows, and taken.
    expect(sent.at(-1)).toMatchObject({ feeInr: 60_000, expectedVersion: 2 });
    expect(current).toMatchObject({ feeInr: 60_000, version: 3 });
    expect(await screen.findByText("Your change was saved")).toBeInTheDocument();
  }, 30_000);

  it("on a case: a status step refused is left as the other person left it when the person chooses so", async () => {
    let current = fullCase({ status: "intake", version: 4 });
    const sent: unknown[] = [];
    server.use(
      http.get(`*/api/cases/${current.id}`, () => HttpResponse.json(current)),
      http.get("*/api/cases", () => HttpResponse.json({ items: [], nextCursor: null, total: 0 })),
      http.post(`*/api/cases/${current.id}/status`, async ({ request }) => {
        sent.push(await request.json());
        current = fullCase({ ...current, status: "documents_pending", version: 5 });
        return refusal("case", "Status intake → documents_pending", 5);
      }),
    );
    renderCrm(`/crm/filing-cases?id=${current.id}`);
    const actions = await screen.findByRole("region", { name: "Status actions" });
    const [step] = within(actions).getAllByRole("button");
    if (!step) throw new Error("no status step offered");
    await userEvent.click(step);

    const asked = await screen.findByRole("dialog", { name: "Someone else changed this first" });
    expect(asked).toHaveTextContent("This case was changed by Staff Two");
    expect(asked).toHaveTextContent("(Status intake → documents_pending)");
    expect(sent).toEqual([expect.objectContaining({ expectedVersion: 4 })]);
    await userEvent.click(within(asked).getByRole("button", { name: "Leave it as it is" }));
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "Someone else changed this first" })).toBeNull(),
    );
    expect(sent).toHaveLength(1);
  }, 30_000);

  it("on a customer: an edit sends the version the page shows", async () => {
    const shown = customer({ city: "Chennai", version: 7 });
    let sent: unknown;
    server.use(
      http.get(`*/api/customers/${shown.id}`, () => HttpResponse.json(shown)),
      http.get("*/api/deals", () => HttpResponse.json({ ...page([]), totalFeeInr: 0 })),
      http.get("*/api/deliveries", () => HttpResponse.json(page([]))),
      http.get("*/api/users", () => HttpResponse.json({ users: [] })),
      http.patch(`*/api/customers/${shown.id}`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(shown);
      }),
    );
    renderCrm(`/customers?id=${shown.id}`);
    await userEvent.click(await screen.findByRole("button", { name: /Edit/ }));
    const dialog = await screen.findByRole("dialog", { name: "Edit the customer" });
    const city = within(dialog).getByLabelText("City");
    await userEvent.clear(city);
    await userEvent.type(city, "Pune");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(sent).toMatchObject({ city: "Pune", expectedVersion: 7 }));
  }, 30_000);

  it("on a deals board: a move sends the card's version, and its redo reads the deal again and sends the new one", async () => {
    const card = dealItem({ clientName: "Kabir Shah", stage: "quoted", version: 3 });
    // Another tab moved the deal to negotiation and back meanwhile; the board still shows the card as it was.
    let current = deal({ ...card, stage: "quoted", version: 5 });
    const sent: { stage: string; expectedVersion?: number }[] = [];
    server.use(
      http.get("*/api/deals", ({ request }) => {
        const stage = new URL(request.url).searchParams.get("stage");
        const items = stage === "quoted" ? [card] : [];
        return HttpResponse.json({ ...page(items), totalFeeInr: 0 });
      }),
      http.get(`*/api/deals/${card.id}`, () => HttpResponse.json(current)),
      http.post(`*/api/deals/${card.id}/stage`, async ({ request }) => {
        const body = (await request.json()) as { stage: "negotiating"; expectedVersion?: number };
        sent.push(body);
        if (body.expectedVersion !== current.version)
          return refusal("deal", "Stage negotiating → quoted", current.version);
        current = deal({ ...current, stage: body.stage, version: current.version + 1 });
        return HttpResponse.json(current);
      }),
    );
    renderCrm("/crm/deals?view=board");
    await userEvent.selectOptions(
      await screen.findByRole("combobox", { name: "Move Kabir Shah's deal to" }),
      "negotiating",
    );
    await userEvent.click(screen.getByRole("button", { name: "Move Kabir Shah's deal" }));

    const asked = await screen.findByRole("dialog", { name: "Someone else changed this first" });
    expect(asked).toHaveTextContent("This deal was changed by Staff Two");
    // The card's version, though the deal's detail was never loaded on this page.
    expect(sent).toEqual([{ stage: "negotiating", expectedVersion: 3 }]);
    expect(await violations(asked)).toEqual([]);

    await userEvent.click(within(asked).getByRole("button", { name: "Redo my change" }));
    expect(await screen.findByText("Your change was saved")).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({ stage: "negotiating", expectedVersion: 5 });
    expect(current).toMatchObject({ stage: "negotiating", version: 6 });
  }, 30_000);
});
