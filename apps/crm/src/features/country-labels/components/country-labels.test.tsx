import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { CountryLabel } from "@visadesk/contracts/country-labels";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { violations } from "#test/axe.ts";
import { renderCrm, USERS, useMsw } from "#test/render.tsx";

const server = useMsw();

const LABELS: CountryLabel[] = [
  {
    code: "GB",
    successRate: "96%",
    slotAvailability: "Slots this week",
    biometricWait: "3-5 days",
    checkedOn: "2026-11-20",
    checkedBy: "Admin",
    stale: false,
    measured: { successRate: "88%", basis: "From 25 decided applications, 29 Nov 2025 – 28 Nov 2026" },
  },
  {
    code: "CA",
    successRate: "91%",
    slotAvailability: "Slots this week",
    biometricWait: "1-2 weeks",
    checkedOn: "2025-06-02",
    checkedBy: null,
    stale: true,
    measured: null,
  },
];

describe("the country labels page", () => {
  it("shows staff each label's date, who checked it and which are stale, without editing", async () => {
    server.use(http.get("*/api/country-labels", () => HttpResponse.json({ labels: LABELS })));
    const { container } = renderCrm("/crm/country-labels", USERS.staff1);
    const uk = await screen.findByTestId("label-GB");
    expect(uk).toHaveTextContent("United Kingdom");
    expect(uk).toHaveTextContent("by Admin");
    // The site shows the measured rate, and staff see both it and their own.
    expect(uk).toHaveTextContent(
      "88% on the siteFrom 25 decided applications, 29 Nov 2025 – 28 Nov 2026; yours: 96%",
    );
    expect(screen.getByTestId("label-CA")).toHaveTextContent("91%");
    expect(within(screen.getByTestId("label-CA")).getByText("Stale")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("1 of 2 labels need checking.");
    expect(screen.queryByRole("button", { name: /^Edit/ })).toBeNull();
    expect(await violations(container)).toEqual([]);
  });

  it("lets an admin save a label, checked with the API's rules first", async () => {
    const saved: unknown[] = [];
    server.use(
      http.get("*/api/country-labels", () => HttpResponse.json({ labels: LABELS })),
      http.put("*/api/country-labels/GB", async ({ request }) => {
        const body = (await request.json()) as Record<string, string>;
        saved.push(body);
        return HttpResponse.json({ ...LABELS[0], ...body, checkedOn: "2026-11-23", checkedBy: "Admin" });
      }),
    );
    const { container } = renderCrm("/crm/country-labels", USERS.admin);
    await userEvent.click(await screen.findByRole("button", { name: "Edit United Kingdom" }));
    const dialog = await screen.findByRole("dialog", { name: "United Kingdom: figures" });
    const rate = within(dialog).getByLabelText(/Success rate/);
    await userEvent.clear(rate);
    await userEvent.type(rate, "very good");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save as checked today" }));
    expect(await within(dialog).findByText("must be a percentage such as 96%")).toBeInTheDocument();
    expect(saved).toEqual([]);
    expect(await violations(container.ownerDocument.body)).toEqual([]);

    await userEvent.clear(rate);
    await userEvent.type(rate, "97%");
    const slots = within(dialog).getByLabelText(/Appointment availability/);
    await userEvent.clear(slots);
    await userEvent.type(slots, "Slots next week");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save as checked today" }));
    await waitFor(() =>
      expect(saved).toEqual([
        { successRate: "97%", slotAvailability: "Slots next week", biometricWait: "3-5 days" },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});
