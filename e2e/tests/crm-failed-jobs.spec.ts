import { expect, type Page, test } from "@playwright/test";
import { axeViolations } from "../support/axe.ts";

// The failed background jobs (docs/behaviours/background-work.md#retries-and-failed-jobs) on the built product: the
// admin's tab beside Accounts and Audit log, its empty state on a fresh product, and a list with a job to retry and one
// to discard. A fresh product has no failed jobs, so the list's answer is stubbed for the second test; the retry and
// the discard go to the real API, which answers 404 for a job it does not have.

const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? "";
const WIDTHS = [1280, 390] as const;
const LONG_ERROR =
  "The courier's tracking service at https://tracking.example-courier.in/api/v2/consignments/DL-2025-000481/status answered 503 Service Unavailable after 30000 ms";

async function signInAsAdmin(page: Page) {
  await page.goto("/webcrmpanel");
  await page.getByRole("combobox", { name: "Username" }).selectOption("admin");
  await page.getByLabel("Password").fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/crm$/);
}

async function fitsAndIsAxeClean(page: Page, what: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${what} is wider than a ${width} px window`).toBeLessThanOrEqual(0);
    expect(await axeViolations(page), `${what} at ${width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("the admin finds the failed jobs beside the accounts, and a fresh product has none", async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.getByRole("link", { name: "Users" }).first().click();
  await page
    .getByRole("navigation", { name: "Accounts and audit" })
    .getByRole("link", { name: "Failed jobs" })
    .click();
  await expect(page).toHaveURL(/\/users\?view=failed-jobs$/);
  await expect(page.getByRole("heading", { level: 1, name: "Failed jobs" })).toBeVisible();
  await expect(
    page.getByText("No failed jobs. Everything the system does on its own has worked."),
  ).toBeVisible();
  await fitsAndIsAxeClean(page, "the empty list of failed jobs");
});

test("a failed job shows why it failed in words, and can be retried or discarded", async ({ page }) => {
  const jobs = [
    {
      id: "6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f",
      queue: "delivery-tracking",
      description: "Asking the courier where a delivery is",
      error: LONG_ERROR,
      attempts: 5,
      createdAt: "2025-01-06T03:30:00.000Z",
      failedAt: "2025-01-06T05:01:00.000Z",
    },
    {
      id: "0a1b2c3d-4e5f-4a6b-9c7d-8e9f0a1b2c3d",
      queue: "dashboard-rollups",
      description: "Adding new enquiries and leads to the dashboards' figures",
      error: "The job failed without saying why.",
      attempts: 1,
      createdAt: "2025-01-06T04:00:00.000Z",
      failedAt: "2025-01-06T04:00:02.000Z",
    },
  ];
  await page.route("**/api/jobs/failed", (route) =>
    route.fulfill({ json: { jobs, total: jobs.length }, headers: { "cache-control": "no-store" } }),
  );
  let discarded = "";
  await page.route("**/api/jobs/failed/dashboard-rollups/*/discard", (route) => {
    discarded = new URL(route.request().url()).pathname;
    return route.fulfill({ status: 204 });
  });

  await signInAsAdmin(page);
  await page.goto("/users?view=failed-jobs");
  const list = page.getByRole("list", { name: "Failed jobs" });
  await expect(list.getByRole("listitem")).toHaveCount(2);
  const courier = list.getByRole("listitem").filter({ hasText: "Asking the courier where a delivery is" });
  await expect(courier).toContainText(`Why it failed: ${LONG_ERROR}`);
  await expect(courier).toContainText("after 5 runs");
  await fitsAndIsAxeClean(page, "the list of failed jobs");

  // The API has no such job: the retry is refused with its reason, in a toast.
  await courier.getByRole("button", { name: "Retry: Asking the courier where a delivery is" }).click();
  await expect(page.getByText("The job was not retried", { exact: true })).toBeVisible();
  await expect(page.getByText(/^No failed job with that id/)).toBeVisible();

  await list
    .getByRole("button", { name: "Discard: Adding new enquiries and leads to the dashboards' figures" })
    .click();
  await expect(page.getByText("The job was discarded", { exact: true })).toBeVisible();
  expect(discarded).toBe(`/api/jobs/failed/dashboard-rollups/${jobs[1]?.id}/discard`);
});
