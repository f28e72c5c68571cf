import { expect, type Page, test } from "@playwright/test";
import { axeViolations } from "../support/axe.ts";

// The dashboards (docs/dashboards.md) on the built product and the real API: the four management pages for the CEO and
// an admin (charts, their tables, CSV, the range in the URL, numbers that open their lists), the access-denied text
// (docs/behaviours/crm.md#pages) for staff, the investors' page for an investor and nothing else, My day's decisions
// for an admin, and axe-core on the five pages at desktop and phone widths.

const PASSWORDS = {
  ceo: process.env.E2E_CEO_PASSWORD ?? "",
  admin: process.env.E2E_ADMIN_PASSWORD ?? "",
  staff1: process.env.E2E_STAFF1_PASSWORD ?? "",
} as const;
const INVESTOR = {
  username: "e2e-investor",
  name: "Seed Investor",
  password: "grove-lantern-harbour-5519",
};

const MANAGEMENT_PAGES = [
  { path: "/crm/workflow", heading: "Workflow" },
  { path: "/360-dashboard", heading: "360 dashboard" },
  { path: "/analytics", heading: "Analytics" },
  { path: "/staff-performance", heading: "Staff performance" },
] as const;
const INVESTOR_PAGE = { path: "/investor-dashboard", heading: "Investor dashboard" } as const;
const SIZES = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;
const DENIED = "Access denied. Admin/CEO access required.";
const NOT_YOUR_ROLE = "This page is not part of your role";

async function signIn(page: Page, username: keyof typeof PASSWORDS) {
  await page.goto("/webcrmpanel");
  await page.getByRole("combobox", { name: "Username" }).selectOption(username);
  await page.getByLabel("Password").fill(PASSWORDS[username]);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/crm$/);
}

/** Investors are not on the staff login's list: they sign in through the API, as the portal will. */
async function signInInvestor(page: Page) {
  const response = await page.request.post("/api/auth/login", {
    data: { username: INVESTOR.username, password: INVESTOR.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  await page.goto("/webcrmpanel");
  await page.evaluate((user) => window.localStorage.setItem("system_auth", JSON.stringify(user)), {
    username: INVESTOR.username,
    name: INVESTOR.name,
    role: "investor",
  });
}

const CLIENT = `Dash Client ${Date.now().toString(36)}`;

/** Records for the pages to count: an enquiry from a campaign whose lead buys, and an investor's account. */
test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await signIn(page, "ceo");
  const enquiry = await page.request.post("/api/public/enquiries", {
    data: {
      name: CLIENT,
      phone: `+91 96${String(Date.now()).slice(-8)}`,
      destinationCountry: "GB",
      visaType: "visitor",
      priorRefusal: false,
      consent: true,
      city: "Pune",
      attribution: { source: "google", campaign: "uk-visitor-visa", term: "uk visitor visa" },
    },
  });
  expect(enquiry.status(), await enquiry.text()).toBe(201);
  const leads = await page.request.get(`/api/leads?q=${encodeURIComponent(CLIENT)}`);
  const leadId = ((await leads.json()) as { items: { id: string }[] }).items[0]?.id;
  expect(leadId).toBeTruthy();
  // staff1's lead, so that the staff page has a first contact and revenue to draw.
  expect(
    (await page.request.post(`/api/leads/${leadId}/assign`, { data: { assignee: "staff1" } })).status(),
  ).toBe(200);
  for (const status of ["contacted", "qualified"])
    expect((await page.request.post(`/api/leads/${leadId}/status`, { data: { status } })).status()).toBe(200);
  const converted = await page.request.post(`/api/leads/${leadId}/convert`, { data: { feeInr: 42_000 } });
  const { dealId } = (await converted.json()) as { dealId: string };
  expect((await page.request.post(`/api/deals/${dealId}/win`, { data: {} })).status()).toBeLessThan(300);
  // The investor's account comes as investors get theirs: an invitation link, where they choose their password.
  const { password, ...account } = INVESTOR;
  const investor = await page.request.post("/api/users", { data: { ...account, role: "investor" } });
  expect([201, 409]).toContain(investor.status());
  if (investor.status() === 201) {
    const { invitation } = (await investor.json()) as { invitation: { path: string } };
    const token = invitation.path.split("#invite=")[1];
    const accepted = await page.request.post("/api/auth/invitations/accept", { data: { token, password } });
    expect(accepted.status(), await accepted.text()).toBe(200);
  }
  await page.close();
});

async function expectDashboard(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  await expect(page.getByRole("img", { name: /figures are in the table below/ }).first()).toBeVisible();
  await expect(page.getByRole("table").first()).toBeVisible();
  await expect(page.getByRole("button", { name: /^CSV/ }).first()).toBeVisible();
  await expect(page.getByText(DENIED)).toHaveCount(0);
}

for (const who of ["ceo", "admin"] as const) {
  test(`${who}: every management page renders with charts and tables`, async ({ page }) => {
    test.setTimeout(120_000); // four pages, each with its charts
    await signIn(page, who);
    for (const { path, heading } of MANAGEMENT_PAGES) await expectDashboard(page, path, heading);
  });
}

test("the CEO sees the investors' page too; an admin is refused it", async ({ page }) => {
  await signIn(page, "ceo");
  await expectDashboard(page, INVESTOR_PAGE.path, INVESTOR_PAGE.heading);
  await page.getByRole("button", { name: "Log out" }).click();
  await signIn(page, "admin");
  await page.goto(INVESTOR_PAGE.path);
  await expect(page.getByText(NOT_YOUR_ROLE)).toBeVisible();
});

test("workflow numbers open their lists; the range lives in the URL; tables download as CSV", async ({
  page,
}) => {
  await signIn(page, "admin");
  await page.goto("/analytics");
  await page.getByRole("button", { name: "Last 365 days" }).click();
  await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}.*to=\d{4}-\d{2}-\d{2}.*by=month|by=month.*from=/);
  await page.reload();
  // The whole year's analytics can take a while on a loaded machine: wait for it, not for a fixed time.
  await expect(page.getByRole("status").filter({ hasText: /Loading/ })).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByRole("combobox", { name: "By" })).toHaveValue("month");
  const keyword = page.getByRole("table", { name: "By search keyword" });
  // Exactly: the keyword's enquiries cell names the keyword too ("1 enquiries, uk visitor visa").
  await expect(keyword.getByRole("cell", { name: "uk visitor visa", exact: true })).toBeVisible();
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "CSV of By search keyword" }).click();
  expect((await download).suggestedFilename()).toBe("by-search-keyword.csv");

  await page.goto("/crm/workflow");
  const funnel = page.getByRole("table", { name: "Pipeline funnel" });
  await funnel.getByRole("link", { name: /Deals won/ }).click();
  await expect(page).toHaveURL(/\/crm\/deals\?reached=won&reachedFrom=\d{4}-\d{2}-\d{2}&reachedTo=/);
  await expect(page.getByRole("list", { name: "Also narrowed to" })).toContainText("Moved to won");
});

/** How a list says its count: "No leads", "1 lead", "1,204 leads". */
function countText(n: number, singular: string, plural: string): string {
  return n === 0 ? `No ${plural}` : `${n.toLocaleString("en-IN")} ${n === 1 ? singular : plural}`;
}

/**
 * Clicks the number `link` and expects the list it opens to say the same count, with `chip` saying why it is
 * narrowed; the list with its chips is axe-clean at desktop and phone widths.
 */
async function expectSameCount(
  page: Page,
  link: ReturnType<Page["locator"]>,
  noun: [string, string],
  chip: string | RegExp,
) {
  // A dashboard's figures can take a while on a loaded machine: wait for them, not for a fixed time.
  await expect(page.getByRole("status").filter({ hasText: /Loading/ })).toHaveCount(0, { timeout: 30_000 });
  await expect(link).toBeVisible();
  // The number leads the link's text (its hidden words follow it).
  const figure = Number(
    /^[\d,]+/.exec((await link.textContent()) ?? "")?.[0].replace(/,/g, "") ?? Number.NaN,
  );
  await link.click();
  await expect(page.getByRole("list", { name: "Also narrowed to" })).toContainText(chip);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(
    page.getByRole("status").filter({ hasText: new RegExp(`^${countText(figure, ...noun)}$`) }),
  ).toBeVisible();
  for (const size of SIZES) {
    await page.setViewportSize(size);
    expect(await axeViolations(page), `${page.url()} at ${size.width}px`).toEqual([]);
  }
  await page.setViewportSize(SIZES[0]);
  return figure;
}

test("a stuck count, an overdue count and a keyword's enquiries open lists that count the same", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, "admin");
  // A lead of staff1 whose follow-up day has passed: one overdue follow-up at least.
  const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000 + 5.5 * 3_600_000).toISOString().slice(0, 10);
  const created = await page.request.post("/api/leads", {
    data: {
      name: `Overdue ${CLIENT}`,
      phone: `+91 97${String(Date.now()).slice(-8)}`,
      nextFollowUpOn: twoDaysAgo,
      assignee: "staff1",
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto("/crm/workflow");
  const overdue = page
    .getByRole("table", { name: "Overdue follow-ups by staff member" })
    .locator('a[href*="followUp=overdue&assignee=staff1"]');
  expect(await expectSameCount(page, overdue, ["lead", "leads"], "Follow-up overdue")).toBeGreaterThan(0);
  await expect(page).toHaveURL(/\/crm\/leads\?followUp=overdue&assignee=staff1/);

  await page.goto("/crm/workflow");
  const stuck = page
    .getByRole("table", { name: "Leads by stage" })
    .locator('a[href*="status=new&stuck=true"]');
  await expectSameCount(page, stuck, ["lead", "leads"], "No change for more than 2 days");

  // The last 30 days by the range control's own link, then the keyword of the campaign this file's enquiry came from.
  await page.goto("/analytics");
  await page.getByRole("button", { name: "Last 30 days" }).click();
  const keyword = page
    .getByRole("table", { name: "By search keyword" })
    .getByRole("link", { name: /enquiries, uk visitor visa/ });
  const enquiries = await expectSameCount(
    page,
    keyword,
    ["enquiry", "enquiries"],
    "Search keyword “uk visitor visa”",
  );
  expect(enquiries).toBeGreaterThan(0);
  await expect(page.getByRole("list", { name: "Also narrowed to" })).toContainText(/Created \d/);
  await expect(page.getByRole("list", { name: "Also narrowed to" })).toContainText("Spam left out");

  // The header counts by event (decision 031): the range's leads open the leads opened in it.
  await page.goto("/analytics");
  await page.getByRole("button", { name: "Last 30 days" }).click();
  const leads = page.locator('a[href^="/crm/leads?from="]').first();
  await expectSameCount(page, leads, ["lead", "leads"], /Created \d/);
  // A keyword's leads count under their first enquiry ever: they open the leads whose first enquiry falls in it.
  await page.goto("/analytics");
  await page.getByRole("button", { name: "Last 30 days" }).click();
  const firstTouch = page.locator('a[href^="/crm/leads?firstTouchFrom="]').first();
  await expectSameCount(page, firstTouch, ["lead", "leads"], /First came from|First enquiry \d/);
});

test("staff see the documented text on workflow and 360, and their role's refusal on the other dashboards", async ({
  page,
}) => {
  await signIn(page, "staff1");
  for (const path of ["/crm/workflow", "/360-dashboard"]) {
    await page.goto(path);
    await expect(page.getByText(DENIED)).toBeVisible();
  }
  for (const path of ["/analytics", "/staff-performance", "/investor-dashboard"]) {
    await page.goto(path);
    await expect(page.getByText(NOT_YOUR_ROLE)).toBeVisible();
  }
  // The server refuses them too, whatever the page does.
  for (const name of ["workflow", "overview", "analytics", "staff", "investor"])
    expect((await page.request.get(`/api/dashboards/${name}`)).status(), name).toBe(403);
});

test("an investor sees their page, with no client's name, and nothing else", async ({ page }) => {
  await signInInvestor(page);
  await expectDashboard(page, INVESTOR_PAGE.path, INVESTOR_PAGE.heading);
  await expect(page.getByText(CLIENT)).toHaveCount(0);
  for (const path of ["/crm/workflow", "/360-dashboard"]) {
    await page.goto(path);
    await expect(page.getByText(DENIED)).toBeVisible();
  }
  for (const path of ["/analytics", "/staff-performance"]) {
    await page.goto(path);
    await expect(page.getByText(NOT_YOUR_ROLE)).toBeVisible();
  }
  for (const name of ["workflow", "overview", "analytics", "staff"])
    expect((await page.request.get(`/api/dashboards/${name}`)).status(), name).toBe(403);
  // Their own page is axe-clean and fits at both widths.
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.goto(INVESTOR_PAGE.path);
    await expect(page.getByRole("table", { name: "Monthly figures" })).toBeVisible();
    expect(await axeViolations(page), `investor at ${size.width}px`).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `the investors' page is wider than ${size.width}px`).toBeLessThanOrEqual(0);
  }
});

for (const who of ["admin", "ceo"] as const) {
  test(`${who}: My day lists what needs their decision, and an overdue follow-up opens the overdue leads`, async ({
    page,
  }) => {
    await signIn(page, who);
    // A lead of staff2 whose follow-up day has passed.
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000 + 5.5 * 3_600_000).toISOString().slice(0, 10);
    const created = await page.request.post("/api/leads", {
      data: {
        name: `Late ${who} ${CLIENT}`,
        phone: `+91 95${String(Date.now()).slice(-8)}`,
        nextFollowUpOn: twoDaysAgo,
        assignee: "staff2",
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    await page.goto("/crm");
    await expect(page.getByRole("heading", { name: "Stuck records" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Appeal deadlines (14 days)" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Open enquiries nobody has" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Follow-ups due" })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Overdue follow-ups by staff" })).toBeVisible();
    await page.locator('a[href="/crm/leads?followUp=overdue&assignee=staff2"]').click();
    await expect(page.getByRole("list", { name: "Also narrowed to" })).toContainText("Follow-up overdue");
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(page.getByText(`Late ${who} ${CLIENT}`).first()).toBeVisible();
  });
}

test("the five dashboards are axe-clean at desktop and phone widths", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, "ceo");
  for (const size of SIZES) {
    await page.setViewportSize(size);
    for (const { path, heading } of [...MANAGEMENT_PAGES, INVESTOR_PAGE]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole("table").first()).toBeVisible();
      expect(await axeViolations(page), `${path} at ${size.width}px`).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} is wider than ${size.width}px`).toBeLessThanOrEqual(0);
    }
  }
});

/** The layout shifts of the page so far (CLS's sum, without the ones right after an input). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[])
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );

for (const who of ["staff1", "admin"] as const) {
  test(`${who}: My day swaps its skeletons for data without moving the page`, async ({ page }) => {
    await signIn(page, who);
    // Hold the lists back a moment, so that the skeletons are really drawn before the data replaces them.
    await page.route(
      /\/api\/(enquiries|leads|dashboards\/workflow)\?|\/api\/(dashboards\/workflow|my-day)$/,
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 800));
        await route.continue();
      },
    );
    await page.goto("/crm");
    await expect(page.getByRole("heading", { name: "Open enquiries nobody has" })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: /Loading/ })).toHaveCount(0, { timeout: 15_000 });
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
  });
}
