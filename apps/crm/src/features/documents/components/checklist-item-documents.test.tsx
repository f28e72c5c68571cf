import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Document } from "@visadesk/contracts/documents";
import { createQueryClient } from "@visadesk/http";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import {
  ChecklistItemDocuments,
  fileSize,
} from "#features/documents/components/checklist-item-documents.tsx";
import { violations } from "#test/axe.ts";
import { useMsw } from "#test/render.tsx";

const server = useMsw();
const CASE = "11111111-1111-4111-8111-111111111111";
const ITEM = "22222222-2222-4222-8222-222222222222";

const doc = (over: Partial<Document> = {}): Document => ({
  id: "33333333-3333-4333-8333-333333333333",
  caseId: CASE,
  checklistItemId: ITEM,
  fileName: "passport.pdf",
  contentType: "application/pdf",
  size: 860_000,
  status: "uploaded",
  rejectionReason: null,
  uploadedBy: "asha",
  uploadedByClient: true,
  uploadedAt: "2025-01-06T09:00:00.000Z",
  reviewedAt: null,
  replacedById: null,
  replacedAt: null,
  ...over,
});

function renderItem() {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { retry: false }, mutations: { retry: false } });
  return render(
    <QueryClientProvider client={client}>
      <ChecklistItemDocuments caseId={CASE} itemId={ITEM} />
    </QueryClientProvider>,
  );
}

describe("a checklist item's documents, for staff", () => {
  it("lists the file with a download, and verifies it", async () => {
    let documents = [doc(), doc({ id: "44444444-4444-4444-8444-444444444444", checklistItemId: CASE })];
    let reviewed: unknown;
    server.use(
      http.get(`*/api/cases/${CASE}/documents`, () => HttpResponse.json({ documents })),
      http.get(`*/api/cases/${CASE}`, () => HttpResponse.json({})),
      http.post("*/api/documents/:id/review", async ({ request }) => {
        reviewed = await request.json();
        documents = [doc({ status: "verified" })];
        return HttpResponse.json(documents[0]);
      }),
    );
    const { container } = renderItem();
    const list = await screen.findByRole("list", { name: "Files sent" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(1);
    expect(list).toHaveTextContent("passport.pdf");
    expect(list).toHaveTextContent("840 KB");
    expect(screen.getByRole("link", { name: "Download passport.pdf" })).toHaveAttribute(
      "href",
      "/api/documents/33333333-3333-4333-8333-333333333333/file",
    );
    expect(await violations(container)).toEqual([]);
    await userEvent.click(screen.getByRole("button", { name: "Verify passport.pdf" }));
    await waitFor(() => expect(reviewed).toEqual({ decision: "verified" }));
    expect(await screen.findByText("Verified")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Verify passport.pdf" })).toBeNull();
  });

  it("asks for a reason before rejecting, and sends it", async () => {
    let reviewed: unknown;
    server.use(
      http.get(`*/api/cases/${CASE}/documents`, () => HttpResponse.json({ documents: [doc()] })),
      http.get(`*/api/cases/${CASE}`, () => HttpResponse.json({})),
      http.post("*/api/documents/:id/review", async ({ request }) => {
        reviewed = await request.json();
        return HttpResponse.json(doc({ status: "rejected", rejectionReason: "Cut off" }));
      }),
    );
    renderItem();
    await userEvent.click(await screen.findByRole("button", { name: "Reject passport.pdf" }));
    const dialog = await screen.findByRole("dialog", { name: "Reject passport.pdf" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Reject" }));
    expect(await within(dialog).findByText(/say why/)).toBeInTheDocument();
    expect(reviewed).toBeUndefined();
    await userEvent.type(within(dialog).getByLabelText("Reason the client sees"), "Cut off");
    await userEvent.click(within(dialog).getByRole("button", { name: "Reject" }));
    await waitFor(() => expect(reviewed).toEqual({ decision: "rejected", reason: "Cut off" }));
  });

  it("lists several files of one item, each to check, and keeps a replaced one as history that is not reviewed", async () => {
    const NEW = "55555555-5555-4555-8555-555555555555";
    const OTHER = "66666666-6666-4666-8666-666666666666";
    server.use(
      http.get(`*/api/cases/${CASE}/documents`, () =>
        HttpResponse.json({
          documents: [
            doc({ fileName: "march.pdf", replacedById: NEW, replacedAt: "2025-01-07T09:00:00.000Z" }),
            doc({ id: NEW, fileName: "march-full.pdf" }),
            doc({ id: OTHER, fileName: "april.pdf" }),
          ],
        }),
      ),
    );
    const { container } = renderItem();
    const inUse = await screen.findByRole("list", { name: "Files sent" });
    expect(within(inUse).getAllByRole("listitem")).toHaveLength(2);
    expect(within(inUse).getByRole("button", { name: "Verify march-full.pdf" })).toBeInTheDocument();
    expect(within(inUse).getByRole("button", { name: "Verify april.pdf" })).toBeInTheDocument();
    await userEvent.click(screen.getByText("1 earlier file, replaced"));
    const history = screen.getByRole("list", { name: "Earlier files, replaced" });
    expect(history).toHaveTextContent("march.pdf");
    expect(history).toHaveTextContent("Replaced by march-full.pdf");
    expect(within(history).getByRole("link", { name: "Download march.pdf" })).toBeInTheDocument();
    expect(within(history).queryByRole("button")).toBeNull();
    expect(await violations(container)).toEqual([]);
  });

  it("writes sizes as people read them", () => {
    expect(fileSize(500)).toBe("1 KB");
    expect(fileSize(2_500_000)).toBe("2.4 MB");
  });
});
