import { expect, type Page, test } from "@playwright/test";
import { axeViolations } from "../support/axe.ts";

// The CRM (docs/behaviours/crm.md) on the built product and the real API: each built-in role signs in, the session
// survives a reload, logout, the dashboards refused to staff, a website enquiry worked to a deal, and axe-core on each
// screen.

const ACCOUNTS = {
  ceo: { password: process.env.E2E_CEO_PASSWORD ?? "", name: "CEO" },
  admin: { password: process.env.E2E_ADMIN_PASSWORD ?? "", name: "Admin" },
  staff1: { password: process.env.E2E_STAFF1_PASSWORD ?? "", name: "Staff One" },
  staff2: { password: process.env.E2E_STAFF2_PASSWORD ?? "", name: "Staff Two" },
} as const;
type Username = keyof typeof ACCOUNTS;

/** Console errors and CSP violations the page reports. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error" || /Content Security Policy/i.test(message.text()))
      problems.push(message.text());
  });
  return problems;
}

async function signIn(page: Page, username: Username) {
  await page.goto("/webcrmpanel");
  const select = page.getByRole("combobox", { name: "Username" });
  await expect(select.locator("option")).toHaveCount(4);
  await select.selectOption(username);
  await page.getByLabel("Password").fill(ACCOUNTS[username].password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/crm$/);
  await expect(
    page.getByRole("heading", { level: 1, name: `Good day, ${ACCOUNTS[username].name}` }),
  ).toBeVisible();
}

const nav = (page: Page) => page.getByRole("navigation", { name: "CRM" });

for (const username of Object.keys(ACCOUNTS) as Username[]) {
  test(`${username} signs in to My day with the navigation of their role`, async ({ page }) => {
    const problems = watchConsole(page);
    await signIn(page, username);
    await expect(page.getByTestId("session-name")).toHaveText(ACCOUNTS[username].name);
    await expect(nav(page).getByRole("link", { name: "Leads" })).toBeVisible();
    const management = nav(page).getByRole("link", { name: "Workflow" });
    if (username.startsWith("staff")) await expect(management).toHaveCount(0);
    else await expect(management).toBeVisible();
    expect(problems).toEqual([]);
  });
}

test("the login card: a wrong password is refused with 'Invalid username or password', and the card has no axe violations", async ({
  page,
}) => {
  await page.goto("/webcrmpanel");
  await expect(page.getByRole("combobox", { name: "Username" }).locator("option")).toHaveCount(4);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("combobox", { name: "Username" }).selectOption("staff1");
  await page.getByLabel("Password").fill("not-the-right-password");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("alert")).toHaveText("Invalid username or password");
  expect(await page.evaluate(() => window.localStorage.getItem("system_auth"))).toBeNull();
});

test("the session survives a reload on a CRM page, and logout ends it", async ({ page }) => {
  await signIn(page, "staff2");
  await nav(page).getByRole("link", { name: "Leads" }).click();
  await expect(page).toHaveURL(/\/crm\/leads$/);
  const confirmed = page.waitForResponse((r) => r.url().endsWith("/api/auth/me"));
  await page.reload();
  expect((await confirmed).status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();
  await expect(page.getByTestId("session-name")).toHaveText("Staff Two");

  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/webcrmpanel$/);
  expect(await page.evaluate(() => window.localStorage.getItem("system_auth"))).toBeNull();
  // A CRM page now needs a login again.
  await page.goto("/crm/leads");
  await expect(page).toHaveURL(/\/webcrmpanel$/);
});

test("a server session that ended sends the user to the login card with a word why", async ({
  page,
  context,
}) => {
  await signIn(page, "staff1");
  await context.clearCookies();
  await page.goto("/crm/enquiries");
  await expect(page).toHaveURL(/\/webcrmpanel$/);
  await expect(page.getByText("Your session has expired. Please log in again.")).toBeVisible();
});

test("staff see the access-denied text on both workflow dashboards", async ({ page }) => {
  await signIn(page, "staff1");
  for (const route of ["/crm/workflow", "/360-dashboard"]) {
    await page.goto(route);
    await expect(page.getByText("Access denied. Admin/CEO access required.")).toBeVisible();
  }
});

test("a website enquiry is worked to a deal: enquiry, lead, contacted, qualified, converted", async ({
  page,
}) => {
  const problems = watchConsole(page);
  const name = `Nisha Kapoor ${Date.now().toString(36)}`;
  const phone = `98${String(Date.now()).slice(-8)}`;
  const intake = await page.request.post("/api/public/enquiries", {
    data: {
      name,
      phone,
      email: "nisha@example.in",
      destinationCountry: "GB",
      visaType: "visitor",
      message: "My UK visitor visa was refused. Can you help?",
      priorRefusal: true,
      refusalDetails: "Refused in 2025",
      city: "Pune",
      consent: true,
      attribution: {
        source: "google",
        campaign: "uk-refusal",
        searchTerm: "uk visa refused",
        landingPath: "/uk",
      },
    },
  });
  expect(intake.status()).toBe(201);

  await signIn(page, "staff1");
  await nav(page).getByRole("link", { name: "Enquiries" }).click();
  await page.getByRole("searchbox", { name: "Search enquiries" }).fill(name);
  // The search settles (300 ms) before the click, so that its URL update cannot race the link's.
  await expect(page).toHaveURL(/q=Nisha/);
  await page.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByRole("region", { name: "Attribution" }).getByText("uk-refusal")).toBeVisible();
  await expect(page.getByRole("link", { name: "Chat on WhatsApp" })).toHaveAttribute(
    "href",
    /^https:\/\/wa\.me\/91/,
  );
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole("button", { name: "Start working" }).click();
  await expect(page.getByText("Enquiry in progress", { exact: true })).toBeVisible();

  await page.getByRole("link", { name: "Open the lead" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const status = page.getByRole("region", { name: "Status" });
  await page.getByRole("button", { name: "Assign to me" }).click();
  await expect(page.getByRole("region", { name: "Assignment" })).toContainText("Assigned to Staff One");
  await page
    .getByLabel("Add to the timeline")
    .fill("Called: refused in 2025, wants to reapply with an appeal first");
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByRole("list", { name: "Timeline" })).toContainText("wants to reapply");

  await status.getByRole("button", { name: "Mark contacted" }).click();
  await expect(status).toContainText("Contacted");
  await status.getByRole("button", { name: "Mark qualified" }).click();
  await expect(status.getByRole("button", { name: "Convert to deal" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await status.getByRole("button", { name: "Convert to deal" }).click();
  const dialog = page.getByRole("dialog", { name: "Convert to a deal" });
  await dialog.getByLabel("Service").selectOption("refusal_appeal");
  await dialog.getByLabel("Fee (₹)", { exact: true }).fill("45000");
  await dialog.getByRole("button", { name: "Open deal" }).click();
  await expect(page.getByText("Deal opened", { exact: true })).toBeVisible();
  await expect(status).toContainText("Converted");
  await expect(page.getByRole("region", { name: "Deals" })).toContainText("₹45,000");
  expect(problems).toEqual([]);
});

test("the leads list, board and filters run on the real API without axe violations", async ({ page }) => {
  await signIn(page, "admin");
  await nav(page).getByRole("link", { name: "Leads" }).click();
  await expect(page.getByRole("table", { name: "Leads" }).or(page.getByText("No leads yet"))).toBeVisible();
  await expect(page.getByRole("link", { name: "Export CSV" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel("Status").selectOption("qualified");
  await expect(page).toHaveURL(/status=qualified/);
  await page.getByRole("button", { name: "Board" }).click();
  await expect(page.getByRole("region", { name: /^Qualified/ })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const csv = await page.request.get("/api/leads/export.csv");
  expect(csv.status()).toBe(200);
  expect(csv.headers()["content-type"]).toContain("text/csv");
});

test("a lead created by hand is found by the global search", async ({ page }) => {
  const name = `Arjun Menon ${Date.now().toString(36)}`;
  await signIn(page, "staff2");
  await nav(page).getByRole("link", { name: "Leads" }).click();
  // The page header's button (an empty list offers a second one).
  await page.getByRole("button", { name: "New lead" }).first().click();
  const dialog = page.getByRole("dialog", { name: "New lead" });
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("Email").fill(`arjun.${Date.now()}@example.in`);
  await dialog.getByLabel("Destination").selectOption("CA");
  await dialog.getByRole("button", { name: "Create lead" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

  await page.goto("/crm");
  const search = page.getByRole("combobox", { name: "Search records" });
  await search.fill(name);
  await expect(page.getByRole("option", { name: new RegExp(name) })).toBeVisible();
  await search.press("Enter");
  await expect(page).toHaveURL(/\/crm\/leads\?id=/);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
});

test("a long page of leads is virtualised: only the visible rows are in the DOM, and scrolling reaches the end", async ({
  page,
}) => {
  const tag = `virt${Date.now().toString(36)}`;
  await signIn(page, "admin");
  const rows = Array.from({ length: 80 }, (_, i) => {
    const n = String(i + 1).padStart(3, "0");
    return `Row ${n} ${tag},,${tag}.${n}@example.in,Chennai,AU,student,import,,`;
  });
  const csv = [
    "name,phone,email,city,destinationCountry,visaType,source,nextFollowUpOn,assignee",
    ...rows,
  ].join("\n");
  const imported = await page.request.post("/api/leads/import", { data: { csv } });
  expect(imported.status()).toBe(201);

  await page.goto(`/crm/leads?q=${tag}&limit=100&sort=name&order=asc`);
  const table = page.getByRole("table", { name: "Leads" });
  await expect(table.getByRole("link", { name: `Row 001 ${tag}` })).toBeVisible();
  await expect(page.getByText("Page 1 · 80 rows")).toBeVisible();
  // The virtualiser's code is fetched with the first long page; until it arrives, every row is drawn.
  await expect.poll(() => table.locator("tbody tr[data-row-id]").count()).toBeLessThan(80);
  await table.getByRole("link", { name: `Row 001 ${tag}` }).focus();
  await page
    .locator("div.overflow-auto:has(> div > table)")
    .evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await expect(table.getByRole("link", { name: `Row 080 ${tag}` })).toBeVisible();
});

test.describe("on a tablet", () => {
  test.use({ viewport: { width: 820, height: 1180 } });

  test("the navigation is a drawer behind the Menu button, and works by keyboard", async ({ page }) => {
    await signIn(page, "staff1");
    const menu = page.getByRole("button", { name: "Menu" });
    await expect(nav(page)).toBeHidden();
    await menu.focus();
    await page.keyboard.press("Enter");
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    await expect(nav(page)).toBeVisible();
    await nav(page).getByRole("link", { name: "Enquiries" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/crm\/enquiries$/);
    await expect(nav(page)).toBeHidden();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test("staff record a walk-in as an enquiry, which opens its lead", async ({ page }) => {
  const name = `Farah Qureshi ${Date.now().toString(36)}`;
  await signIn(page, "staff2");
  await nav(page).getByRole("link", { name: "Enquiries" }).click();
  await page.getByRole("button", { name: "Record enquiry" }).click();
  const dialog = page.getByRole("dialog", { name: "Record an enquiry" });
  await dialog.getByLabel("Channel").selectOption("walk_in");
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("Phone").fill(`97${String(Date.now()).slice(-8)}`);
  await dialog.getByLabel("Destination").selectOption("DE");
  await dialog.getByLabel("Visa type").selectOption("schengen");
  await dialog.getByRole("button", { name: "Record enquiry" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText("Walk-in", { exact: false }).first()).toBeVisible();
  await page.getByRole("link", { name: "Open the lead" }).click();
  await expect(page).toHaveURL(/\/crm\/leads\?id=/);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
});
