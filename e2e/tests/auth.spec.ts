import { expect, type Page, test } from "@playwright/test";

const PASSWORDS = {
  ceo: process.env.E2E_CEO_PASSWORD ?? "",
  admin: process.env.E2E_ADMIN_PASSWORD ?? "",
  staff1: process.env.E2E_STAFF1_PASSWORD ?? "",
};

/** Console errors and CSP violations the page reports. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(error.message));
  page.on("console", (message) => {
    const text = message.text();
    if (message.type() === "error" || /Content Security Policy/i.test(text)) problems.push(text);
  });
  return problems;
}

async function signIn(page: Page, username: keyof typeof PASSWORDS) {
  await page.goto("/webcrmpanel");
  const select = page.getByRole("combobox", { name: "Username" });
  await expect(select.locator("option")).toHaveCount(4);
  await select.selectOption(username);
  await page.getByLabel("Password").fill(PASSWORDS[username]);
  await page.getByRole("button", { name: "Login" }).click();
}

const stored = (page: Page) => page.evaluate(() => window.localStorage.getItem("system_auth"));

test("the login card lists the server's internal usernames", async ({ page }) => {
  await page.goto("/webcrmpanel");
  const options = page.getByRole("combobox", { name: "Username" }).locator("option");
  await expect(options).toHaveText(["ceo", "admin", "staff1", "staff2"]);
});

test("a wrong password shows 'Invalid username or password' and stores nothing", async ({ page }) => {
  await page.goto("/webcrmpanel");
  await page.getByRole("combobox", { name: "Username" }).selectOption("staff2");
  await page.getByLabel("Password").fill("certainly-not-the-password");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("alert")).toHaveText("Invalid username or password");
  expect(await stored(page)).toBeNull();
});

test("login, reload and logout, under the CSP without a single violation", async ({ page, context }) => {
  const problems = watchConsole(page);
  await signIn(page, "admin");
  await expect(page).toHaveURL(/\/crm$/);
  await expect(page.getByTestId("session-name")).toHaveText("Admin");
  expect(JSON.parse((await stored(page)) ?? "null")).toEqual({
    username: "admin",
    name: "Admin",
    role: "admin",
  });

  const cookie = (await context.cookies()).find((c) => c.name === "visadesk_session");
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
  // The token never reaches script: it is not in local storage, nor in document.cookie.
  expect(await page.evaluate(() => document.cookie)).not.toContain(cookie?.value ?? "?");
  expect(await stored(page)).not.toContain(cookie?.value ?? "?");

  // A reload restores the session and the server confirms it.
  const confirmed = page.waitForResponse((r) => r.url().endsWith("/api/auth/me"));
  await page.reload();
  expect((await confirmed).status()).toBe(200);
  await expect(page.getByTestId("session-name")).toHaveText("Admin");

  // Admin may see the workflow dashboard.
  await page.goto("/crm/workflow");
  await expect(page.getByRole("heading", { name: "Workflow" })).toBeVisible();

  await page.evaluate(() => window.localStorage.setItem("crm_view", "board"));
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/webcrmpanel$/);
  expect(await stored(page)).toBeNull();
  expect(await page.evaluate(() => window.localStorage.getItem("crm_view"))).toBeNull();
  expect((await page.request.get("/api/auth/me")).status()).toBe(401);

  expect(problems).toEqual([]);
});

test("staff are refused the workflow dashboards", async ({ page }) => {
  await signIn(page, "staff1");
  await expect(page).toHaveURL(/\/crm$/);
  await page.goto("/360-dashboard");
  await expect(page.getByText("Access denied. Admin/CEO access required.")).toBeVisible();
  // The server refuses the management data too.
  expect((await page.request.get("/api/audit")).status()).toBe(403);
});

test("a stored session the server does not know is cleared on load", async ({ page }) => {
  await page.goto("/webcrmpanel");
  await page.evaluate(() =>
    window.localStorage.setItem("system_auth", JSON.stringify({ username: "ceo", name: "CEO", role: "ceo" })),
  );
  await page.goto("/crm");
  await expect.poll(() => stored(page)).toBeNull();
  await expect(page.getByRole("button", { name: "Log out" })).toHaveCount(0);
});

test("every page is served with the security headers", async ({ page }) => {
  for (const path of ["/", "/webcrmpanel", "/api/health", "/no-such-page"]) {
    const response = await page.request.get(path);
    const headers = response.headers();
    expect(headers["content-security-policy"]).toContain("script-src 'self'");
    expect(headers["content-security-policy"]).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBeTruthy();
  }
});

test("the public pages run under the CSP without violations", async ({ page }) => {
  const problems = watchConsole(page);
  for (const path of ["/", "/uk", "/visa-form", "/blog", "/webcrmpanel"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  expect(problems.filter((p) => /Content Security Policy|Refused to/i.test(p))).toEqual([]);
});
