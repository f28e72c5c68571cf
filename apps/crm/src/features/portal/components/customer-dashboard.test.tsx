import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { PortalCase as Case } from "@visadesk/contracts/cases";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { violations } from "#test/axe.ts";
import { renderCrm, useMsw } from "#test/render.tsx";

const server = useMsw();
const CLIENT = { username: "asha", name: "Asha Rao", role: "customer" } as const;
const CASE_ID = "11111111-1111-4111-8111-111111111111";
const ITEM = (n: number) => `2222222${n}-2222-4222-8222-22222222222${n}`;

function myCase(overrides: Partial<Case> = {}): Case {
  return {
    id: CASE_ID,
    caseNumber: "VC-2025-00042",
    kind: "application",
    parentCaseId: null,
    status: "documents_pending",
    customerId: "33333333-3333-4333-8333-333333333333",
    clientName: "Asha Rao",
    destinationCountry: "CA",
    visaType: "student",
    decision: "none",
    refusalReasonCode: null,
    assignee: { name: "Staff One" },
    dates: {
      appointmentOn: "2025-02-03",
      biometricsOn: null,
      submittedOn: null,
      decisionOn: null,
      appealDeadlineOn: null,
    },
    createdAt: "2025-01-06T09:00:00.000Z",
    updatedAt: "2025-01-06T09:00:00.000Z",
    dealId: null,
    checklist: [
      {
        id: ITEM(1),
        name: "Passport",
        required: true,
        status: "requested",
        expiresOn: null,
        note: null,
        updatedAt: "2025-01-06T09:00:00.000Z",
      },
      {
        id: ITEM(2),
        name: "Bank statements",
        required: true,
        status: "rejected",
        expiresOn: null,
        note: "Page 2 is missing",
        noteForClient: true,
        updatedAt: "2025-01-06T09:00:00.000Z",
      },
      {
        id: ITEM(3),
        name: "Photographs",
        required: true,
        status: "verified",
        expiresOn: null,
        note: null,
        updatedAt: "2025-01-06T09:00:00.000Z",
      },
    ],
    appealCaseIds: [],
    appeals: [],
    parentCase: null,
    deliveryId: null,
    timeline: [
      {
        id: 1,
        at: "2025-01-06T09:00:00.000Z",
        actor: null,
        kind: "note",
        text: "Bring your old passports too.",
        details: {},
        visibleToClient: true,
      },
    ],
    ...overrides,
  } as Case;
}

function serve(current: Case) {
  server.use(
    http.get("*/api/me/cases", () => HttpResponse.json({ items: [current], nextCursor: null, total: null })),
    http.get(`*/api/me/cases/${CASE_ID}`, () => HttpResponse.json(current)),
    http.get(`*/api/cases/${CASE_ID}/documents`, () => HttpResponse.json({ documents: [] })),
    http.get("*/api/me/deliveries", () => HttpResponse.json({ items: [], nextCursor: null, total: null })),
  );
}

describe("the client portal", () => {
  it("shows the case's steps, what is still needed with uploads, notes and contact buttons, without staff navigation", async () => {
    serve(myCase());
    const { container } = renderCrm("/customer-dashboard", CLIENT);
    expect(await screen.findByRole("heading", { level: 1, name: "Hello Asha" })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Student visa for Canada" })).toBeInTheDocument();
    expect(screen.getByText("Collecting your documents").closest("li")).toHaveAttribute(
      "aria-current",
      "step",
    );
    const needed = screen.getByRole("region", { name: "What we still need from you" });
    expect(within(needed).getAllByRole("listitem")).toHaveLength(2);
    expect(needed).toHaveTextContent("Page 2 is missing");
    expect(screen.getByRole("region", { name: "Documents you sent" })).toHaveTextContent("Verified");
    expect(screen.getByText("Bring your old passports too.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "WhatsApp us" })).toHaveAttribute(
      "href",
      expect.stringContaining("VC-2025-00042"),
    );
    expect(screen.getByRole("link", { name: "Call us" })).toHaveAttribute(
      "href",
      expect.stringMatching(/^tel:\+91/),
    );
    expect(screen.queryByRole("navigation", { name: "CRM" })).toBeNull();
    expect(screen.queryByPlaceholderText(/Search/)).toBeNull();
    expect(await violations(container)).toEqual([]);
  });

  it("offers Replace for a file not accepted and Add another file, and sends the file it replaces", async () => {
    serve(myCase());
    const rejected = {
      id: "55555555-5555-4555-8555-555555555555",
      caseId: CASE_ID,
      checklistItemId: ITEM(2),
      fileName: "statement-page1.pdf",
      contentType: "application/pdf",
      size: 9,
      status: "rejected",
      rejectionReason: "Page 2 is missing",
      uploadedBy: "asha",
      uploadedByClient: true,
      uploadedAt: "2025-01-06T09:00:00.000Z",
      reviewedAt: "2025-01-06T10:00:00.000Z",
      replacedById: null,
      replacedAt: null,
    };
    let sent: { name: string | null; replaces: string | null } | undefined;
    server.use(
      http.get(`*/api/cases/${CASE_ID}/documents`, () => HttpResponse.json({ documents: [rejected] })),
      http.post(`*/api/cases/${CASE_ID}/checklist/${ITEM(2)}/documents`, ({ request }) => {
        const url = new URL(request.url);
        sent = { name: url.searchParams.get("name"), replaces: url.searchParams.get("replaces") };
        return HttpResponse.json(
          {
            ...rejected,
            id: "66666666-6666-4666-8666-666666666666",
            fileName: "statements.pdf",
            status: "uploaded",
          },
          { status: 201 },
        );
      }),
    );
    const { container } = renderCrm("/customer-dashboard", CLIENT);
    const files = await screen.findByRole("list", { name: "Files sent for Bank statements" });
    expect(files).toHaveTextContent("statement-page1.pdf");
    expect(files).toHaveTextContent("Not accepted");
    expect(screen.getByLabelText("Add another file for Bank statements")).toBeInTheDocument();
    await userEvent.upload(
      within(files).getByLabelText("Replace statement-page1.pdf (Bank statements)"),
      new File(["%PDF-1.4\n"], "statements.pdf", { type: "application/pdf" }),
    );
    await waitFor(() => expect(sent).toEqual({ name: "statements.pdf", replaces: rejected.id }));
    expect(
      await screen.findByText(
        "Thank you, we have received statements.pdf for Bank statements. It replaces statement-page1.pdf.",
      ),
    ).toBeInTheDocument();
    expect(await violations(container)).toEqual([]);
  });

  it("sends a chosen file as the file itself, and thanks the client when it is stored", async () => {
    let current = myCase();
    serve(current);
    let received: { type: string | null; name: string | null; size: number } | undefined;
    server.use(
      http.post(`*/api/cases/${CASE_ID}/checklist/${ITEM(1)}/documents`, async ({ request }) => {
        const url = new URL(request.url);
        received = {
          type: request.headers.get("content-type"),
          name: url.searchParams.get("name"),
          size: (await request.arrayBuffer()).byteLength,
        };
        current = myCase({
          checklist: current.checklist.map((c) => (c.id === ITEM(1) ? { ...c, status: "received" } : c)),
        });
        serve(current);
        return HttpResponse.json(
          {
            id: "44444444-4444-4444-8444-444444444444",
            caseId: CASE_ID,
            checklistItemId: ITEM(1),
            fileName: "passport.pdf",
            contentType: "application/pdf",
            size: 9,
            status: "uploaded",
            rejectionReason: null,
            uploadedBy: "asha",
            uploadedByClient: true,
            uploadedAt: "2025-01-06T09:00:00.000Z",
            reviewedAt: null,
          },
          { status: 201 },
        );
      }),
    );
    renderCrm("/customer-dashboard", CLIENT);
    const input = await screen.findByLabelText("Upload Passport");
    await userEvent.upload(input, new File(["%PDF-1.4\n"], "passport.pdf", { type: "application/pdf" }));
    await waitFor(() =>
      expect(received).toEqual({ type: "application/octet-stream", name: "passport.pdf", size: 9 }),
    );
    expect(
      await screen.findByText("Thank you, we have received passport.pdf for Passport."),
    ).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Documents you sent" })).toHaveTextContent(
      "Received, we are checking it",
    );
  });

  it("stops a file over 10 MB before sending it", async () => {
    serve(myCase());
    renderCrm("/customer-dashboard", CLIENT);
    const input = await screen.findByLabelText("Upload Passport");
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], "huge.pdf", { type: "application/pdf" });
    await userEvent.upload(input, big);
    expect(await screen.findByText(/larger than 10 MB/)).toBeInTheDocument();
  });
});

describe("the client portal's delivery", () => {
  function serveDelivery(status: string, method: string, extra: Record<string, unknown> = {}) {
    serve(myCase({ status: "decided", decision: "approved" }));
    server.use(
      http.get("*/api/me/deliveries", () =>
        HttpResponse.json({
          items: [
            {
              id: "44444444-4444-4444-8444-444444444444",
              caseId: CASE_ID,
              caseNumber: "VC-2025-00042",
              clientName: "Asha Rao",
              status,
              method,
              courier: null,
              trackingNumber: null,
              currentHolder: "VisaDesk office",
              receivedBy: null,
              assignee: null,
              createdAt: "2025-01-06T09:00:00.000Z",
              updatedAt: "2025-01-06T09:00:00.000Z",
              ...extra,
            },
          ],
          nextCursor: null,
          total: null,
        }),
      ),
    );
  }

  it("says where the passport is in plain words, with the courier and tracking number once sent", async () => {
    serveDelivery("dispatched", "courier", { courier: "Blue Dart", trackingNumber: "BD88412207IN" });
    renderCrm("/customer-dashboard", CLIENT);
    const delivery = await screen.findByRole("region", { name: "Your passport and visa" });
    expect(delivery).toHaveTextContent("We have sent your passport to you.");
    expect(delivery).toHaveTextContent("By courier (Blue Dart), tracking number BD88412207IN");
    expect(delivery).not.toHaveTextContent(/dispatched|awaiting|_/i);
  });

  it("tells a client collecting from the office where to come once it is back, and not after", async () => {
    serveDelivery("awaiting_return", "office_pickup");
    const first = renderCrm("/customer-dashboard", CLIENT);
    const waiting = await screen.findByRole("region", { name: "Your passport and visa" });
    expect(waiting).toHaveTextContent("The embassy or visa centre still has your passport.");
    expect(waiting).toHaveTextContent("Once it is back, collect it from our office");
    first.unmount();

    serveDelivery("delivered", "office_pickup", { receivedBy: "Asha Rao" });
    renderCrm("/customer-dashboard", CLIENT);
    const done = await screen.findByRole("region", { name: "Your passport and visa" });
    expect(done).toHaveTextContent("Your passport has been handed to you.");
    expect(done).not.toHaveTextContent("collect it");
  });

  it("speaks of an e-visa by email, not of a passport", async () => {
    serveDelivery("ready", "e_visa");
    renderCrm("/customer-dashboard", CLIENT);
    const delivery = await screen.findByRole("region", { name: "Your passport and visa" });
    expect(delivery).toHaveTextContent("Your e-visa is ready; we are sending it to you by email.");
    expect(delivery).not.toHaveTextContent("passport is");
  });
});

describe("the client portal's appeal deadline", () => {
  const appeal = (decision: "none" | "approved") =>
    myCase({
      kind: "appeal",
      status: decision === "none" ? "decision_pending" : "decided",
      decision,
      dates: {
        appointmentOn: null,
        biometricsOn: null,
        submittedOn: "2025-01-02",
        decisionOn: decision === "none" ? null : "2025-01-05",
        appealDeadlineOn: "2025-02-02",
      },
    });

  it("shows the last day to appeal while the appeal waits, and never once it is approved", async () => {
    serve(appeal("none"));
    const waiting = renderCrm("/customer-dashboard", CLIENT);
    expect(await screen.findByText("Last day to appeal")).toBeInTheDocument();
    waiting.unmount();

    serve(appeal("approved"));
    const { container } = renderCrm("/customer-dashboard", CLIENT);
    expect(await screen.findByText("Decision")).toBeInTheDocument();
    expect(container).not.toHaveTextContent(/Last day to appeal|days? left/i);
  });
});
