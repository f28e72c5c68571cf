import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Case } from "@visadesk/contracts/cases";
import { CASE_STATUSES, type CaseStatus } from "@visadesk/contracts/workflow";
import { HttpResponse, http } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DeadlineCountdown } from "#features/cases/components/deadline-countdown.tsx";
import { caseItem, checklistItem, fullCase } from "#features/cases/test/case-fixtures.ts";
import { caseActions } from "#features/cases/utils/case-actions.ts";
import { checklistProgress, expiryWarning } from "#features/cases/utils/checklist-progress.ts";
import { deadlineState } from "#features/cases/utils/deadline.ts";
import { violations } from "#test/axe.ts";
import { page } from "#test/fixtures.ts";
import { renderCrm, USERS, useMsw } from "#test/render.tsx";

const server = useMsw();

function atWidth(width: number) {
  Object.defineProperty(window, "innerWidth", { configurable: true, value: width });
  window.dispatchEvent(new Event("resize"));
}

/** Serves one case (its detail) and records what the page sends. */
function serveCase(c: Case) {
  const sent: { url: string; body: unknown }[] = [];
  server.use(
    http.get(`*/api/cases/${c.id}`, () => HttpResponse.json(c)),
    http.post(`*/api/cases/${c.id}/*`, async ({ request }) => {
      sent.push({ url: new URL(request.url).pathname, body: await request.json() });
      return HttpResponse.json(c);
    }),
    http.get("*/api/users", () => HttpResponse.json({ users: [] })),
    // The files under each checklist document (features/documents, through the route).
    http.get("*/api/cases/:id/documents", () => HttpResponse.json({ documents: [] })),
  );
  return sent;
}

describe("the checklist's progress", () => {
  it("counts verified documents of all, and the required ones still to verify", () => {
    const items = [
      ...Array.from({ length: 5 }, () => checklistItem({ status: "verified" })),
      checklistItem({ status: "received" }),
      checklistItem({ status: "rejected" }),
      checklistItem({ status: "requested", required: false }),
    ];
    expect(checklistProgress(items)).toEqual({
      verified: 5,
      total: 8,
      requiredOutstanding: 2,
      text: "5 of 8 verified",
    });
    expect(checklistProgress([]).text).toBe("0 of 0 verified");
  });

  it("flags a document that has expired or expires within 30 days", () => {
    expect(expiryWarning("2026-11-19", "2026-11-20")).toBe("Expired");
    expect(expiryWarning("2026-11-20", "2026-11-20")).toBe("Expires today");
    expect(expiryWarning("2026-12-20", "2026-11-20")).toBe("Expires in 30 days");
    expect(expiryWarning("2026-12-21", "2026-11-20")).toBeNull();
    expect(expiryWarning(null, "2026-11-20")).toBeNull();
  });

  it("shows the bar and each document's next steps on the case", async () => {
    const c = fullCase({
      checklist: [
        checklistItem({ name: "Passport", status: "verified" }),
        checklistItem({ name: "Bank statements", status: "received", expiresOn: "2020-01-01" }),
        checklistItem({ name: "Photo", status: "requested" }),
      ],
    });
    const sent = serveCase(c);
    renderCrm(`/crm/filing-cases?id=${c.id}`);
    const checklist = await screen.findByRole("region", { name: "Document checklist" });
    expect(within(checklist).getByText("1 of 3 verified")).toBeInTheDocument();
    expect(
      within(checklist).getByRole("progressbar", { name: "Checklist: 1 of 3 verified" }),
    ).toHaveAttribute("value", "1");
    expect(within(checklist).getByText("Expired")).toBeInTheDocument();
    // A verified document offers only to be reopened.
    expect(
      within(checklist)
        .getAllByRole("button", { name: /: Passport$/ })
        .map((b) => b.textContent),
    ).toEqual(["Reopen"]);
    await userEvent.click(within(checklist).getByRole("button", { name: "Verify: Bank statements" }));
    await waitFor(() => expect(sent.at(-1)?.body).toEqual({ status: "verified" }));

    // A rejection needs its reason in words.
    await userEvent.click(within(checklist).getByRole("button", { name: "Reject: Bank statements" }));
    const dialog = await screen.findByRole("dialog", { name: "Reject the document" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Reject" }));
    expect(within(dialog).getByText("say why the document is rejected")).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText("Reason"), "Not stamped by the bank");
    await userEvent.click(within(dialog).getByRole("button", { name: "Reject" }));
    await waitFor(() =>
      expect(sent.at(-1)?.body).toEqual({
        status: "rejected",
        note: "Not stamped by the bank",
        noteForClient: false,
      }),
    );
  });
});

describe("the appeal deadline's countdown", () => {
  afterEach(() => vi.useRealTimers());

  it("counts days left in India's calendar and turns urgent at 7 days", () => {
    // 20 Nov 2026, 20:00 UTC is already 21 Nov in India.
    const now = new Date("2026-11-20T20:00:00Z");
    expect(deadlineState("2026-11-29", now)).toMatchObject({
      daysLeft: 8,
      tone: "calm",
      text: "8 days left",
    });
    expect(deadlineState("2026-11-28", now)).toMatchObject({
      daysLeft: 7,
      tone: "urgent",
      text: "7 days left",
    });
    expect(deadlineState("2026-11-22", now)).toMatchObject({
      daysLeft: 1,
      tone: "urgent",
      text: "1 day left",
    });
    expect(deadlineState("2026-11-21", now)).toMatchObject({
      daysLeft: 0,
      tone: "urgent",
      text: "Due today",
    });
    expect(deadlineState("2026-11-19", now)).toMatchObject({ tone: "passed", text: "Passed 2 days ago" });
  });

  it("renders today's countdown from the clock, urgent said in words", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-21T06:00:00Z"));
    const { rerender } = render(<DeadlineCountdown deadline="2026-11-29" />);
    expect(screen.getByText("8 days left")).toHaveAttribute("data-tone", "calm");
    vi.setSystemTime(new Date("2026-11-22T06:00:00Z"));
    rerender(<DeadlineCountdown deadline="2026-11-29" />);
    expect(screen.getByText(/7 days left/)).toHaveAttribute("data-tone", "urgent");
    expect(screen.getByText("Urgent:")).toBeInTheDocument();
  });
});

describe("the status actions offered", () => {
  const labels = (status: CaseStatus, extra: Partial<Case> = {}) =>
    caseActions({ status, decision: "none", kind: "application", appeals: [], ...extra }).map((a) => a.label);

  it("offers each status only the steps of the case workflow", () => {
    expect(labels("intake")).toEqual(["Ask for documents", "Withdraw the application"]);
    expect(labels("documents_pending")).toEqual(["Mark documents complete", "Withdraw the application"]);
    expect(labels("documents_complete")).toEqual([
      "Documents missing again",
      "Mark submitted",
      "Withdraw the application",
    ]);
    expect(labels("submitted")).toEqual([
      "Mark biometrics done",
      "Awaiting decision",
      "Withdraw the application",
    ]);
    expect(labels("decision_pending")).toEqual(["Record the decision", "Withdraw the application"]);
    expect(labels("decided", { decision: "approved" })).toEqual(["Close the case"]);
    expect(labels("decided", { decision: "refused" })).toEqual(["Close the case", "Start appeal"]);
    expect(
      labels("decided", {
        decision: "refused",
        appeals: [{ id: "a", caseNumber: "VC-2026-00043", status: "intake", decision: "none" }],
      }),
    ).toEqual(["Close the case"]);
    expect(labels("closed")).toEqual([]);
    // Every status is covered.
    for (const status of CASE_STATUSES) expect(Array.isArray(labels(status))).toBe(true);
  });

  it("records a refusal with a reason from the list, then starts the appeal and opens it", async () => {
    const c = fullCase({ status: "decision_pending" });
    const sent = serveCase(c);
    const appeal = fullCase({ kind: "appeal", caseNumber: "VC-2026-00099", parentCaseId: c.id });
    server.use(
      http.post(`*/api/cases/${c.id}/appeal`, async ({ request }) => {
        sent.push({ url: "appeal", body: await request.json() });
        return HttpResponse.json(appeal, { status: 201 });
      }),
      http.get(`*/api/cases/${appeal.id}`, () => HttpResponse.json(appeal)),
    );
    renderCrm(`/crm/filing-cases?id=${c.id}`);
    const actions = await screen.findByRole("region", { name: "Status actions" });
    expect(
      within(actions)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["Record the decision", "Withdraw the application"]);
    await userEvent.click(within(actions).getByRole("button", { name: "Record the decision" }));
    const dialog = await screen.findByRole("dialog", { name: "Record the decision" });
    await userEvent.selectOptions(within(dialog).getByLabelText("Decision"), "refused");
    await userEvent.click(within(dialog).getByRole("button", { name: "Record decision" }));
    expect(await within(dialog).findByText("pick the reason the letter gives")).toBeInTheDocument();
    const reason = within(dialog).getByLabelText("Refusal reason");
    expect(
      within(reason).getByRole("option", { name: "Weak ties to home (job, family, property)" }),
    ).toBeInTheDocument();
    await userEvent.selectOptions(reason, "weak_home_ties");
    await userEvent.click(within(dialog).getByRole("button", { name: "Record decision" }));
    await waitFor(() =>
      expect(sent.at(-1)?.body).toMatchObject({ decision: "refused", reasonCode: "weak_home_ties" }),
    );
  });

  it("starts the appeal of a refused case and shows the appeal", async () => {
    const c = fullCase({
      status: "decided",
      decision: "refused",
      refusalReasonCode: "insufficient_funds",
      dates: { ...caseItem().dates, decisionOn: "2026-11-10", appealDeadlineOn: "2026-12-08" },
    });
    serveCase(c);
    const appeal = fullCase({ kind: "appeal", caseNumber: "VC-2026-00099", parentCaseId: c.id });
    let body: unknown;
    server.use(
      http.post(`*/api/cases/${c.id}/appeal`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(appeal, { status: 201 });
      }),
      http.get(`*/api/cases/${appeal.id}`, () => HttpResponse.json(appeal)),
    );
    const { router } = renderCrm(`/crm/filing-cases?id=${c.id}`);
    const decision = await screen.findByRole("region", { name: "Decision" });
    expect(within(decision).getByText("Not enough funds shown")).toBeInTheDocument();
    await userEvent.click(within(decision).getByRole("button", { name: "Start appeal" }));
    const dialog = await screen.findByRole("dialog", { name: "Start the appeal" });
    expect(within(dialog).getByLabelText("Appeal deadline")).toHaveValue("08/12/2026");
    await userEvent.click(within(dialog).getByRole("button", { name: "Start appeal" }));
    await waitFor(() => expect(body).toEqual({ appealDeadlineOn: "2026-12-08", expectedVersion: 1 }));
    await waitFor(() => expect(router.state.location.search).toBe(`?id=${appeal.id}`));
  });
});

describe("documents complete although the checklist is not", () => {
  const blockedCase = () =>
    fullCase({
      status: "documents_pending",
      checklist: [
        checklistItem({ name: "Passport", status: "verified", expiresOn: "2032-05-01" }),
        checklistItem({ name: "Bank statements", status: "received" }),
        checklistItem({ name: "Photo", status: "requested" }),
      ],
    });

  it("offers an admin to mark them complete anyway, with a required reason and the list it sets aside", async () => {
    const c = blockedCase();
    const sent = serveCase(c);
    renderCrm(`/crm/filing-cases?id=${c.id}`, USERS.admin);
    expect(await screen.findByRole("button", { name: "Mark documents complete" })).toBeDisabled();
    expect(screen.getByText("Photo: not received yet")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Mark complete anyway" }));
    const dialog = await screen.findByRole("dialog", { name: "Mark the documents complete anyway" });
    const setAside = within(dialog).getByRole("list", { name: "Documents set aside:" });
    expect(
      within(setAside)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Bank statements: received, not verified", "Photo: not received yet"]);
    // No reason, no request: the field says what it needs, to screen readers too.
    await userEvent.click(within(dialog).getByRole("button", { name: "Mark complete anyway" }));
    const reason = within(dialog).getByLabelText("Reason");
    expect(reason).toHaveAttribute("aria-invalid", "true");
    expect(reason).toHaveAccessibleDescription("say why the documents are complete without these");
    await userEvent.type(reason, "ok");
    await userEvent.click(within(dialog).getByRole("button", { name: "Mark complete anyway" }));
    expect(await within(dialog).findByText("say why the rule is set aside")).toBeInTheDocument();
    expect(sent).toEqual([]);
    await userEvent.type(reason, " - embassy waived the bank statements");
    await userEvent.click(within(dialog).getByRole("button", { name: "Mark complete anyway" }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          url: `/api/cases/${c.id}/status`,
          body: {
            status: "documents_complete",
            overrideReason: "ok - embassy waived the bank statements",
            expectedVersion: 1,
          },
        },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("offers it to the CEO too, and never to staff", async () => {
    const c = blockedCase();
    serveCase(c);
    const ceo = renderCrm(`/crm/filing-cases?id=${c.id}`, USERS.ceo);
    expect(await screen.findByRole("button", { name: "Mark complete anyway" })).toBeInTheDocument();
    ceo.unmount();
    renderCrm(`/crm/filing-cases?id=${c.id}`, USERS.staff1);
    expect(await screen.findByRole("button", { name: "Mark documents complete" })).toBeDisabled();
    expect(screen.getByText("Photo: not received yet")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Mark complete anyway" })).not.toBeInTheDocument();
  });
});

describe("a decided appeal's deadline", () => {
  afterEach(() => vi.useRealTimers());
  const appeal = (decision: "none" | "approved") =>
    fullCase({
      kind: "appeal",
      caseNumber: "VC-2026-00099",
      status: decision === "none" ? "decision_pending" : "decided",
      decision,
      dates: {
        ...caseItem().dates,
        decisionOn: decision === "none" ? null : "2026-11-20",
        appealDeadlineOn: "2026-12-01",
      },
    });

  const PAGES = { list: "/crm/filing-cases", board: "/crm/filing-cases?view=board", case: "" } as const;

  /** The countdowns ("10 days left") shown on each screen where the appeal shows: the list, the board and the case. */
  async function countdownsShown(c: Case): Promise<Record<keyof typeof PAGES, string[]>> {
    server.use(http.get("*/api/cases", () => HttpResponse.json(page([c]))));
    serveCase(c);
    const shown = { list: [] as string[], board: [] as string[], case: [] as string[] };
    for (const [screenName, path] of Object.entries(PAGES) as [keyof typeof PAGES, string][]) {
      const { container, unmount } = renderCrm(path || `/crm/filing-cases?id=${c.id}`, USERS.admin);
      await screen.findAllByText("VC-2026-00099");
      if (screenName === "case") await screen.findByRole("region", { name: "Key dates" });
      shown[screenName] = [...container.querySelectorAll("time + [data-tone]")].map(
        (el) => el.textContent ?? "",
      );
      unmount();
    }
    return shown;
  }

  it("counts down while the appeal waits, and no longer once it is approved (list, board and case)", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-21T06:00:00Z"));
    const waiting = await countdownsShown(appeal("none"));
    for (const shown of Object.values(waiting)) expect(new Set(shown)).toEqual(new Set(["10 days left"]));
    expect(await countdownsShown(appeal("approved"))).toEqual({ list: [], board: [], case: [] });
  });
});

describe("the cases screens", () => {
  it("lists cases with filters sent to the server, and a board with a count per status", async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      http.get("*/api/cases", ({ request }) => {
        const params = new URL(request.url).searchParams;
        asked.push(params);
        const status = params.get("status");
        const items = !status || status === "documents_pending" ? [caseItem()] : [];
        return HttpResponse.json(page(items, status === "documents_pending" ? 12 : items.length));
      }),
    );
    const { unmount } = renderCrm("/crm/filing-cases?deadlineWithinDays=7&kind=appeal");
    expect(await screen.findByRole("link", { name: "VC-2026-00042" })).toBeInTheDocument();
    expect(asked.at(-1)?.get("deadlineWithinDays")).toBe("7");
    expect(asked.at(-1)?.get("kind")).toBe("appeal");
    unmount();
    renderCrm("/visa-cases?view=board");
    const pending = await screen.findByRole("region", { name: /^Documents pending/ });
    expect(await within(pending).findByText("12 cases")).toBeInTheDocument();
    expect(
      await within(screen.getByRole("region", { name: /^Closed/ })).findByText("no cases"),
    ).toBeInTheDocument();
  });

  it("moves a board card only when Move is pressed, not when its menu's value changes (arrow keys change it)", async () => {
    const item = caseItem({ status: "documents_complete" });
    const sent: unknown[] = [];
    server.use(
      http.get("*/api/cases", ({ request }) => {
        const status = new URL(request.url).searchParams.get("status");
        return HttpResponse.json(page(status === item.status ? [item] : [], status === item.status ? 1 : 0));
      }),
      http.post(`*/api/cases/${item.id}/status`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(fullCase({ ...item, status: "submitted" }));
      }),
      http.get("*/api/users", () => HttpResponse.json({ users: [] })),
    );
    renderCrm("/crm/filing-cases?view=board");
    const menu = await screen.findByRole("combobox", { name: `Move ${item.caseNumber} to` });
    const move = screen.getByRole("button", { name: `Move ${item.caseNumber}` });
    expect(move).toBeDisabled();
    await userEvent.selectOptions(menu, "submitted");
    expect(sent).toEqual([]);
    await userEvent.click(move);
    // With the version of the card the person moved (decision 030).
    await waitFor(() => expect(sent).toEqual([{ status: "submitted", expectedVersion: 1 }]));
  });

  it("has no axe violations on the table, board and detail, on a desktop and on a phone", async () => {
    server.use(
      http.get("*/api/cases", () =>
        HttpResponse.json(
          page([caseItem({ dates: { ...caseItem().dates, appealDeadlineOn: "2026-12-01" } })]),
        ),
      ),
    );
    const c = fullCase({
      checklist: [checklistItem({ status: "received", expiresOn: "2026-12-01", note: "Copy only" })],
    });
    serveCase(c);
    for (const width of [1280, 390]) {
      atWidth(width);
      for (const path of [
        "/crm/filing-cases",
        "/crm/filing-cases?view=board",
        `/crm/filing-cases?id=${c.id}`,
      ]) {
        const { container, unmount } = renderCrm(path);
        await screen.findAllByText("VC-2026-00042");
        expect(await violations(container), path).toEqual([]);
        unmount();
      }
    }
  }, 120_000);
});
