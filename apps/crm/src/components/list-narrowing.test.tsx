import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { caseItem } from "#features/cases/test/case-fixtures.ts";
import { narrowingsOf, spanText } from "#lib/narrowing-labels.ts";
import { violations } from "#test/axe.ts";
import { enquiryItem, leadItem, page } from "#test/fixtures.ts";
import { renderCrm, USERS, useMsw } from "#test/render.tsx";

const server = useMsw();

function atWidth(width: number) {
  Object.defineProperty(window, "innerWidth", { configurable: true, value: width });
  window.dispatchEvent(new Event("resize"));
}

describe("a list narrowed by a dashboard number", () => {
  it("names each narrowing in plain words", () => {
    expect(spanText("2026-11-01", "2026-11-30")).toBe("1–30 Nov 2026");
    expect(spanText("2025-11-01", "2026-03-15")).toBe("1 Nov 2025 – 15 Mar 2026");
    expect(spanText("2026-03-15", "2026-03-15")).toBe("15 Mar 2026");
    expect(spanText("2026-03-14T12:00:00.000Z", undefined)).toBe("since 14 Mar 2026, 5:30 pm");
    const labels = (record: Parameters<typeof narrowingsOf>[0], query: string, state?: string) =>
      narrowingsOf(record, new URLSearchParams(query), state).map((n) => n.label);
    expect(labels("lead", "stuck=true", "contacted")).toEqual(["No change for more than 7 days"]);
    expect(labels("lead", "stuck=true")).toEqual(["Stuck: no change for longer than its stage allows"]);
    expect(labels("lead", "followUp=overdue&keyword=ignored")).toEqual(["Follow-up overdue"]);
    expect(labels("deal", "reached=won&reachedFrom=2026-03-01&reachedTo=2026-03-31")).toEqual([
      "Moved to won 1–31 Mar 2026",
    ]);
    expect(
      labels("enquiry", "from=2026-03-09&to=2026-03-15&excludeSpam=true&keyword=uk visitor visa"),
    ).toEqual(["Created 9–15 Mar 2026", "Spam left out", "Search keyword “uk visitor visa”"]);
    expect(
      labels("case", "decidedFrom=2025-03-16&decidedTo=2026-03-15&refusalReason=insufficient_funds"),
    ).toEqual(["Decided 16 Mar 2025 – 15 Mar 2026", "Refused for: not enough funds shown"]);
    expect(labels("deal", "open=true")).toEqual(["Still open (quoted or negotiating)"]);
    expect(
      labels(
        "lead",
        "firstTouchBy=keyword&firstTouchKey=uk visitor visa&firstTouchFrom=2026-11-01&firstTouchTo=2026-11-30",
      ),
    ).toEqual(["First came from the search “uk visitor visa”, 1–30 Nov 2026"]);
    expect(
      labels("deal", "firstTouchBy=source&firstTouchFrom=2026-11-01&firstTouchTo=2026-11-30&stage=won"),
    ).toEqual(["First came from no ad source (direct or not recorded), 1–30 Nov 2026"]);
    expect(labels("case", "firstTouchBy=destination&firstTouchKey=GB&decision=approved")).toEqual([
      "First came from an enquiry for United Kingdom",
    ]);
    expect(labels("lead", "firstTouchFrom=2026-11-01&firstTouchTo=2026-11-30")).toEqual([
      "First enquiry 1–30 Nov 2026",
    ]);
    expect(labels("lead", "converted=won&contacted=true")).toEqual(["Contacted", "Became a won deal"]);
    expect(labels("lead", "converted=deal")).toEqual(["Became a deal"]);
    // A key without what it is a key of is left out, and an unknown kind of key too.
    expect(labels("lead", "firstTouchKey=uk&firstTouchBy=weather")).toEqual([]);
    // A malformed value is neither sent nor shown.
    expect(labels("lead", "followUp=soon&from=yesterday")).toEqual([]);
  });

  it("sends the filters, shows them as chips, and a chip removes its filter", async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      http.get("*/api/leads", ({ request }) => {
        const params = new URL(request.url).searchParams;
        asked.push(params);
        return HttpResponse.json(page([leadItem()], params.get("followUp") ? 6 : 40));
      }),
    );
    renderCrm("/crm/leads?followUp=overdue&assignee=staff2&from=2026-03-01&to=2026-03-15", USERS.admin);
    expect(await screen.findByText("6 leads")).toBeInTheDocument();
    expect(asked.at(-1)?.get("followUp")).toBe("overdue");
    expect(asked.at(-1)?.get("from")).toBe("2026-03-01");
    expect(asked.at(-1)?.get("assignee")).toBe("staff2");
    const chips = screen.getByRole("list", { name: "Also narrowed to" });
    expect(
      within(chips)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Created 1–15 Mar 2026", "Follow-up overdue"]);
    await userEvent.click(screen.getByRole("button", { name: "Remove filter: Follow-up overdue" }));
    expect(await screen.findByText("40 leads")).toBeInTheDocument();
    expect(asked.at(-1)?.get("followUp")).toBeNull();
    expect(asked.at(-1)?.get("from")).toBe("2026-03-01");
  });

  it("shows a dashboard's own deadline window by its last day, and the cases' chips", async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      http.get("*/api/cases", ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return HttpResponse.json(page([caseItem()]));
      }),
    );
    renderCrm("/crm/filing-cases?decision=refused&deadlineWithinDays=13", USERS.admin);
    expect(await screen.findByText("1 case")).toBeInTheDocument();
    expect(asked.at(-1)?.get("deadlineWithinDays")).toBe("13");
    const select = screen.getByRole("combobox", { name: "Appeal deadline" });
    expect(within(select).getByRole("option", { selected: true }).textContent).toMatch(
      /^By \d{1,2} \w{3} \d{4}$/,
    );
  });

  it("has no axe violations with its chips, on a desktop and on a phone", async () => {
    server.use(http.get("*/api/enquiries", () => HttpResponse.json(page([enquiryItem()]))));
    for (const width of [1280, 390]) {
      atWidth(width);
      const { container, unmount } = renderCrm(
        "/crm/enquiries?from=2026-03-09&to=2026-03-15&excludeSpam=true&campaign=uk-visitor&stuck=true&status=new",
        USERS.admin,
      );
      expect(await screen.findByText("No change for more than 2 days")).toBeInTheDocument();
      expect(await violations(container)).toEqual([]);
      unmount();
    }
  });
});
