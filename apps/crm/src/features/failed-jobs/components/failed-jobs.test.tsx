import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { FailedJob } from "@visadesk/contracts/jobs";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { violations } from "#test/axe.ts";
import { renderCrm, USERS, useMsw } from "#test/render.tsx";

const server = useMsw();

const JOB: FailedJob = {
  id: "6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f",
  queue: "delivery-tracking",
  description: "Asking the courier where a delivery is",
  error: "The courier's service answered 503 Service Unavailable",
  attempts: 5,
  createdAt: "2025-01-06T03:30:00.000Z",
  failedAt: "2025-01-06T05:01:00.000Z",
};

describe("the failed jobs tab", () => {
  it("is beside Accounts and Audit log for an admin, and says when nothing failed", async () => {
    server.use(http.get("*/api/jobs/failed", () => HttpResponse.json({ jobs: [], total: 0 })));
    const { container } = renderCrm("/users?view=failed-jobs", USERS.admin);
    expect(
      await screen.findByText("No failed jobs. Everything the system does on its own has worked."),
    ).toBeInTheDocument();
    const tabs = screen.getByRole("navigation", { name: "Accounts and audit" });
    expect(within(tabs).getByRole("link", { name: "Failed jobs" })).toHaveAttribute("aria-current", "page");
    expect(await violations(container)).toEqual([]);
  });

  it("shows each job's error in words and runs it again on Retry", async () => {
    const retried: string[] = [];
    server.use(
      http.get("*/api/jobs/failed", () => HttpResponse.json({ jobs: retried.length ? [] : [JOB], total: 1 })),
      http.post("*/api/jobs/failed/:queue/:id/retry", ({ params }) => {
        retried.push(`${params.queue} ${params.id}`);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderCrm("/users?view=failed-jobs", USERS.admin);
    const card = (await screen.findByText("Asking the courier where a delivery is")).closest(
      "li",
    ) as HTMLElement;
    expect(card).toHaveTextContent("Why it failed: The courier's service answered 503 Service Unavailable");
    expect(card).toHaveTextContent("after 5 runs");
    await userEvent.click(
      within(card).getByRole("button", { name: "Retry: Asking the courier where a delivery is" }),
    );
    expect(await screen.findByText("The job will run again now")).toBeInTheDocument();
    expect(retried).toEqual([`delivery-tracking ${JOB.id}`]);
    expect(await screen.findByText(/^No failed jobs\./)).toBeInTheDocument();
  });

  it("says so when the list cannot be loaded, with a way to try again", async () => {
    server.use(
      http.get("*/api/jobs/failed", () =>
        HttpResponse.json({ error: { code: "internal", message: "Something went wrong" } }, { status: 500 }),
      ),
    );
    renderCrm("/users?view=failed-jobs", USERS.admin);
    expect(await screen.findByText("We could not load the failed jobs")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /try again/i })).toBeInTheDocument();
  });
});
