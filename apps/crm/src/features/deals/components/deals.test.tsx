import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Deal } from "@visadesk/contracts/deals";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { violations } from "#test/axe.ts";
import { deal, dealItem, page } from "#test/fixtures.ts";
import { renderCrm, USERS, useMsw } from "#test/render.tsx";

const server = useMsw();

/** Sets the window's width for the phone-sized axe runs (jsdom lays nothing out, but media queries read it). */
function atWidth(width: number) {
  Object.defineProperty(window, "innerWidth", { configurable: true, value: width });
  window.dispatchEvent(new Event("resize"));
}

/** Answers each board column with its own deals and totals; records the stage moves asked for. */
function serveBoard(
  byStage: Record<string, ReturnType<typeof dealItem>[]>,
  totals: Record<string, number> = {},
) {
  const moves: unknown[] = [];
  server.use(
    http.get("*/api/deals", ({ request }) => {
      const stage = new URL(request.url).searchParams.get("stage") ?? "";
      const items = byStage[stage] ?? [];
      return HttpResponse.json({
        ...page(items, totals[stage] ?? items.length),
        totalFeeInr: items.reduce((sum, d) => sum + d.feeInr, 0),
      });
    }),
    http.post("*/api/deals/:id/stage", async ({ request, params }) => {
      const move = (await request.json()) as { stage: Deal["stage"] };
      moves.push(move);
      // The write answers the deal as it is now.
      return HttpResponse.json(deal({ id: String(params.id), stage: move.stage, version: 2 }));
    }),
  );
  return moves;
}

// axe-core walks every option of the destination filter (some 250 countries), twice per screen: generous timeouts.
describe("the deals table", () => {
  it("says how many deals match, with Indian grouping, and sends the filters to the server", async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      http.get("*/api/deals", ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return HttpResponse.json({ ...page([dealItem()], 1104, "next"), totalFeeInr: 45_000 });
      }),
    );
    renderCrm("/crm/deals?stage=negotiating&closeFrom=2026-12-01");
    expect(await screen.findByText("1,104 deals")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Rohan Nair" })).toBeInTheDocument();
    expect(screen.getByText("₹45,000")).toBeInTheDocument();
    expect(asked.at(-1)?.get("stage")).toBe("negotiating");
    expect(asked.at(-1)?.get("closeFrom")).toBe("2026-12-01");
    // The count is asked for: the API counts only when a list wants it.
    expect(asked.at(-1)?.get("count")).toBe("true");
    expect(screen.getByLabelText("Closes from")).toHaveValue("01/12/2026");
  });

  it("has no axe violations, on a desktop and on a phone", async () => {
    server.use(
      http.get("*/api/deals", () => HttpResponse.json({ ...page([dealItem()]), totalFeeInr: 45_000 })),
    );
    for (const width of [1280, 390]) {
      atWidth(width);
      const { container, unmount } = renderCrm("/crm/deals");
      await screen.findByRole("link", { name: "Rohan Nair" });
      expect(await violations(container)).toEqual([]);
      unmount();
    }
  }, 60_000);
});

describe("the deals board", () => {
  it("shows each stage's count and fee total in its column header", async () => {
    serveBoard(
      { quoted: [dealItem({ feeInr: 35_000 }), dealItem({ clientName: "Asha Rao", feeInr: 90_000 })] },
      { quoted: 12 },
    );
    renderCrm("/crm/deals?view=board");
    const quoted = await screen.findByRole("region", { name: /Quoted/ });
    expect(await within(quoted).findByText("12 deals · ₹1,25,000")).toBeInTheDocument();
    const won = screen.getByRole("region", { name: /Won/ });
    expect(await within(won).findByText("no deals · ₹0")).toBeInTheDocument();
  });

  it("moves a deal with the keyboard menu, and explains a move the stages do not allow", async () => {
    const negotiating = dealItem({ clientName: "Kabir Shah", stage: "negotiating" });
    const moves = serveBoard({ quoted: [dealItem()], negotiating: [negotiating] });
    renderCrm("/crm/deals?view=board");
    const menu = await screen.findByRole("combobox", { name: "Move Kabir Shah's deal to" });
    await userEvent.selectOptions(menu, "quoted");
    // Choosing tries nothing yet (an arrow key on a closed menu chooses too): the Move button does.
    expect(screen.queryByText(/was not moved to quoted/)).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Move Kabir Shah's deal" }));
    expect(
      await screen.findByText(/was not moved to quoted\. A deal in negotiation does not go back to quoted/),
    ).toBeInTheDocument();
    expect(moves).toEqual([]);
    await userEvent.selectOptions(
      screen.getByRole("combobox", { name: "Move Rohan Nair's deal to" }),
      "negotiating",
    );
    await userEvent.click(screen.getByRole("button", { name: "Move Rohan Nair's deal" }));
    // With the version of the card the person moved (decision 030).
    await waitFor(() => expect(moves).toEqual([{ stage: "negotiating", expectedVersion: 1 }]));
  });

  it("asks a lost deal's reason from the list before moving it", async () => {
    const moves = serveBoard({ quoted: [dealItem()] });
    renderCrm("/crm/deals?view=board");
    await userEvent.selectOptions(
      await screen.findByRole("combobox", { name: "Move Rohan Nair's deal to" }),
      "lost",
    );
    await userEvent.click(screen.getByRole("button", { name: "Move Rohan Nair's deal" }));
    const dialog = await screen.findByRole("dialog", { name: "Lose the deal" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Mark lost" }));
    expect(await within(dialog).findByText("pick a reason")).toBeInTheDocument();
    await userEvent.selectOptions(within(dialog).getByLabelText("Reason"), "other");
    await userEvent.click(within(dialog).getByRole("button", { name: "Mark lost" }));
    expect(await within(dialog).findByText("say in words why the deal was lost")).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText("In your words"), "Booked with a cousin's agent");
    await userEvent.click(within(dialog).getByRole("button", { name: "Mark lost" }));
    await waitFor(() =>
      expect(moves).toEqual([
        {
          stage: "lost",
          lostReasonCode: "other",
          lostReason: "Booked with a cousin's agent",
          expectedVersion: 1,
        },
      ]),
    );
  });

  it("has no axe violations, on a desktop and on a phone", async () => {
    serveBoard({ quoted: [dealItem()], won: [dealItem({ stage: "won", clientName: "Won Client" })] });
    for (const width of [1280, 390]) {
      atWidth(width);
      const { container, unmount } = renderCrm("/crm/deals?view=board");
      await screen.findByRole("link", { name: "Won Client" });
      expect(await violations(container)).toEqual([]);
      unmount();
    }
  }, 60_000);
});

describe("a deal", () => {
  it("edits the quote with money typed as staff type it, and never says NaN", async () => {
    const d = deal();
    let sent: unknown;
    server.use(
      http.get(`*/api/deals/${d.id}`, () => HttpResponse.json(d)),
      http.patch(`*/api/deals/${d.id}`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(d);
      }),
    );
    renderCrm(`/crm/deals?id=${d.id}`);
    await userEvent.click(await screen.findByRole("button", { name: "Edit quote" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit the quote" });
    const fee = within(dialog).getByLabelText("Fee (₹)");
    expect(fee).toHaveValue("₹45,000");
    await userEvent.clear(fee);
    await userEvent.type(fee, "abc");
    expect(within(dialog).getByText("must be an amount in rupees, such as 35,000")).toBeInTheDocument();
    expect(dialog.textContent).not.toMatch(/NaN/);
    await userEvent.clear(fee);
    await userEvent.type(fee, "1,25,000.00");
    expect(within(dialog).getByText(/Reads as ₹1,25,000/)).toBeInTheDocument();
    fireEvent.blur(fee);
    expect(fee).toHaveValue("₹1,25,000");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save quote" }));
    await waitFor(() => expect(sent).toMatchObject({ feeInr: 125_000, governmentFeeInr: 12_000 }));
  });

  it("shows the customer and filing case a win created, with links", async () => {
    const d = deal({
      stage: "won",
      customerId: "00000000-0000-4000-8000-0000000000c1",
      caseId: "00000000-0000-4000-8000-0000000000c2",
    });
    server.use(
      http.get(`*/api/deals/${d.id}`, () => HttpResponse.json(d)),
      http.get("*/api/users", () => HttpResponse.json({ users: [] })),
    );
    const { container } = renderCrm(`/crm/deals?id=${d.id}`, USERS.admin);
    expect(await screen.findByRole("link", { name: "Open the customer" })).toHaveAttribute(
      "href",
      `/customers?id=${d.customerId}`,
    );
    expect(screen.getByRole("link", { name: "Open the filing case" })).toHaveAttribute(
      "href",
      `/crm/filing-cases?id=${d.caseId}`,
    );
    expect(screen.queryByRole("button", { name: "Edit quote" })).toBeNull();
    expect(await violations(container)).toEqual([]);
  });
});
