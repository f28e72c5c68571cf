import { screen, within } from "@testing-library/react";
import type { InvestorDashboard, WorkflowDashboard } from "@visadesk/contracts/dashboards";
import { FUNNEL_STEPS, PIPELINE_STATES } from "@visadesk/contracts/dashboards";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { violations } from "#test/axe.ts";
import { renderCrm, USERS, useMsw } from "#test/render.tsx";

const server = useMsw();

const WORKFLOW: WorkflowDashboard = {
  asOf: "2026-01-20T06:00:00.000Z",
  today: "2026-01-20",
  range: { from: "2025-10-23", to: "2026-01-20", by: "week" },
  funnel: FUNNEL_STEPS.map((step, i) => ({ step, count: 100 - i * 10, conversion: i === 0 ? null : 0.9 })),
  stages: Object.entries(PIPELINE_STATES).flatMap(([record, states]) =>
    states.map((status) => ({
      record: record as WorkflowDashboard["stages"][number]["record"],
      status,
      count: 3,
      stuck: 1,
      stuckAfterDays: 7,
    })),
  ),
  stuck: [
    {
      record: "lead",
      id: "9b7e3c3e-8a3a-4c6e-9f55-0d2f7d1c2b11",
      title: "Asha Rao",
      status: "contacted",
      since: "2025-12-01T06:00:00.000Z",
      days: 50,
      assignee: { username: "staff1", name: "Priya Sharma" },
    },
  ],
  appealDeadlines: [],
  custody: [
    { status: "awaiting_return", count: 2 },
    { status: "ready", count: 4 },
    { status: "dispatched", count: 1 },
  ],
  overdueFollowUps: [{ assignee: { username: "staff2", name: "Rahul Verma" }, count: 6 }],
  unassignedEnquiries: 12,
};

describe("the dashboards", () => {
  it("shows the workflow's figures as tables whose numbers open their lists, without axe violations", async () => {
    server.use(http.get("*/api/dashboards/workflow", () => HttpResponse.json(WORKFLOW)));
    const { container } = renderCrm("/crm/workflow?from=2025-10-23&to=2026-01-20", USERS.admin);
    const funnel = await screen.findByRole("table", { name: "Pipeline funnel" });
    expect(within(funnel).getByRole("link", { name: /Deals won/ })).toHaveAttribute(
      "href",
      "/crm/deals?stage=won",
    );
    expect(screen.getByRole("img", { name: /Pipeline funnel/ })).toBeInTheDocument();
    const overdue = screen.getByRole("table", { name: "Overdue follow-ups by staff member" });
    expect(within(overdue).getByRole("link", { name: /6/ })).toHaveAttribute(
      "href",
      "/crm/leads?assignee=staff2",
    );
    expect(screen.getByRole("link", { name: "Asha Rao" })).toHaveAttribute(
      "href",
      "/crm/leads?id=9b7e3c3e-8a3a-4c6e-9f55-0d2f7d1c2b11",
    );
    expect(screen.getByLabelText("From")).toHaveValue("2025-10-23");
    expect(await violations(container)).toEqual([]);
  });

  it("says SPEC.md's words to staff on the workflow page and asks the API nothing", async () => {
    let asked = false;
    server.use(
      http.get("*/api/dashboards/workflow", () => {
        asked = true;
        return HttpResponse.json(WORKFLOW);
      }),
    );
    renderCrm("/crm/workflow", USERS.staff1);
    expect(await screen.findByText("Access denied. Admin/CEO access required.")).toBeInTheDocument();
    expect(asked).toBe(false);
  });

  it("shows an investor monthly revenue and growth", async () => {
    const investor: InvestorDashboard = {
      asOf: "2026-01-20T06:00:00.000Z",
      months: [
        { month: "2025-12", revenueInr: 200_000, growth: null, casesFiled: 4, decided: 3, approved: 3 },
        { month: "2026-01", revenueInr: 300_000, growth: 0.5, casesFiled: 5, decided: 2, approved: 1 },
      ],
      approvals: { approved: 4, decided: 5, rate: 0.8 },
      appeals: { won: 1, decided: 2, rate: 0.5, claimedRate: 0.95 },
      clientsByDestination: [{ country: "GB", clients: 7 }],
    };
    server.use(http.get("*/api/dashboards/investor", () => HttpResponse.json(investor)));
    const { container } = renderCrm("/investor-dashboard", {
      username: "inv",
      name: "Investor",
      role: "investor",
    });
    const months = await screen.findByRole("table", { name: "Monthly figures" });
    expect(within(months).getByText("+50.0%")).toBeInTheDocument();
    expect(screen.getByText(/the site claims 95%/)).toBeInTheDocument();
    expect(
      within(screen.getByRole("table", { name: "Clients by destination" })).getByText("United Kingdom"),
    ).toBeInTheDocument();
    expect(await violations(container)).toEqual([]);
  });
});
