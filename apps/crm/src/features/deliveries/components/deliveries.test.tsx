import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Delivery, DeliveryListItem, HeldPassport } from "@visadesk/contracts/deliveries";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { handoffsFrom } from "#features/deliveries/utils/delivery-words.ts";
import { violations } from "#test/axe.ts";
import { page, uuid } from "#test/fixtures.ts";
import { renderCrm, useMsw } from "#test/render.tsx";

const server = useMsw();

function atWidth(width: number) {
  Object.defineProperty(window, "innerWidth", { configurable: true, value: width });
  window.dispatchEvent(new Event("resize"));
}

function deliveryItem(overrides: Partial<DeliveryListItem> = {}): DeliveryListItem {
  return {
    id: uuid(),
    caseId: uuid(),
    caseNumber: "VC-2026-00077",
    clientName: "Arjun Menon",
    status: "ready",
    method: "courier",
    courier: null,
    trackingNumber: null,
    currentHolder: "VisaDesk office",
    receivedBy: null,
    assignee: null,
    version: 1,
    createdAt: "2026-11-18T05:00:00.000Z",
    updatedAt: "2026-11-20T05:00:00.000Z",
    ...overrides,
  };
}

function delivery(overrides: Partial<Delivery> = {}): Delivery {
  return {
    ...deliveryItem(),
    custody: [
      {
        at: "2026-11-18T05:00:00.000Z",
        status: "awaiting_return",
        holder: "Embassy / visa centre",
        recordedBy: null,
        note: null,
      },
      {
        at: "2026-11-20T05:00:00.000Z",
        status: "ready",
        holder: "VisaDesk office",
        recordedBy: "staff1",
        note: null,
      },
    ],
    timeline: [],
    ...overrides,
  };
}

describe("the delivery's hand-offs", () => {
  it("offers only the moves of the delivery workflow", () => {
    const labels = (status: Parameters<typeof handoffsFrom>[0]) => handoffsFrom(status).map((h) => h.label);
    expect(labels("awaiting_return")).toEqual(["Passport back in the office"]);
    expect(labels("ready")).toEqual(["Dispatch by courier", "Handed to the client"]);
    expect(labels("dispatched")).toEqual(["Handed to the client", "Returned by the courier"]);
    expect(labels("returned")).toEqual(["Ready to send again"]);
    expect(labels("delivered")).toEqual([]);
  });

  it("shows the custody log newest first and asks a dispatch for courier and tracking number", async () => {
    const d = delivery();
    const sent: unknown[] = [];
    server.use(
      http.get(`*/api/deliveries/${d.id}`, () => HttpResponse.json(d)),
      http.post(`*/api/deliveries/${d.id}/status`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(d);
      }),
      http.get("*/api/users", () => HttpResponse.json({ users: [] })),
    );
    renderCrm(`/crm/visa-delivery?id=${d.id}`);
    const log = await screen.findByRole("list", { name: "Custody log" });
    const entries = within(log).getAllByRole("listitem");
    expect(entries[0]).toHaveTextContent("VisaDesk office holds the passport");
    expect(entries[0]).toHaveTextContent("handed over by staff1");
    expect(entries[1]).toHaveTextContent("Embassy / visa centre held the passport");

    await userEvent.click(screen.getByRole("button", { name: "Dispatch by courier" }));
    const dialog = await screen.findByRole("dialog", { name: "Dispatch by courier" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Record hand-off" }));
    expect(within(dialog).getByText("name the courier")).toBeInTheDocument();
    expect(within(dialog).getByText("give the tracking number")).toBeInTheDocument();
    expect(sent).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText("Courier"), "Blue Dart");
    await userEvent.type(within(dialog).getByLabelText("Tracking number"), "BD123");
    expect(within(dialog).getByLabelText("Passport now with")).toHaveValue("Blue Dart");
    await userEvent.click(within(dialog).getByRole("button", { name: "Record hand-off" }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          status: "dispatched",
          holder: "Blue Dart",
          courier: "Blue Dart",
          trackingNumber: "BD123",
          expectedVersion: 1,
        },
      ]),
    );
  });
});

describe("the deliveries screens", () => {
  const held: HeldPassport = {
    deliveryId: uuid(),
    caseId: uuid(),
    caseNumber: "VC-2026-00081",
    clientName: "Riya Singh",
    status: "ready",
    holder: "VisaDesk office",
    since: "2026-11-10T05:00:00.000Z",
    daysHeld: 9,
    assignee: null,
  };

  it("lists the passports in our custody with the days held, a long hold flagged", async () => {
    server.use(http.get("*/api/deliveries/custody", () => HttpResponse.json({ items: [held] })));
    renderCrm("/delivery?view=custody");
    const row = await screen.findByTestId("held-passport");
    expect(row).toHaveTextContent("VC-2026-00081");
    expect(within(row).getByText("9 days")).toHaveClass("bg-red-100");
    expect(screen.getByText("1 passport in our custody")).toBeInTheDocument();
  });

  it("has no axe violations on the list, the custody view and a delivery, on a desktop and on a phone", async () => {
    const d = delivery();
    server.use(
      http.get("*/api/deliveries", () => HttpResponse.json(page([deliveryItem()]))),
      http.get("*/api/deliveries/custody", () => HttpResponse.json({ items: [held] })),
      http.get(`*/api/deliveries/${d.id}`, () => HttpResponse.json(d)),
    );
    for (const width of [1280, 390]) {
      atWidth(width);
      for (const [path, text] of [
        ["/crm/visa-delivery", "VC-2026-00077"],
        ["/crm/visa-delivery?view=custody", "VC-2026-00081"],
        [`/crm/visa-delivery?id=${d.id}`, "Passport custody"],
      ] as const) {
        const { container, unmount } = renderCrm(path);
        await screen.findAllByText(text);
        expect(await violations(container), path).toEqual([]);
        unmount();
      }
    }
  }, 60_000);
});
