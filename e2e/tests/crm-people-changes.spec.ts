import { expect, type Page, test } from "@playwright/test";
import { axeViolations } from "../support/axe.ts";

// People changes that ask first (/users), and one-time links whose token travels from the link's fragment in a
// request body: never in a URL a log records, and dead once the account's role changes.

const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? "";
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const stamp = () => Date.now().toString(36).slice(-6);
const shots = process.env.E2E_SCREENSHOTS;

async function signInAsAdmin(page: Page) {
  await page.goto("/webcrmpanel");
  const select = page.getByRole("combobox", { name: "Username" });
  await select.selectOption("admin");
  await page.getByLabel("Password").fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/crm$/);
}

test("/users asks before making a staff member with open work a client, and moves the work in the same step", async ({
  page,
}) => {
  await signInAsAdmin(page);
  const username = `mover${stamp()}`;
  const name = `Mover ${username.slice(-4)}`;
  const created = await page.request.post("/api/users", {
    data: { username, name, role: "staff", password: "temporary-pass-phrase-1" },
  });
  expect(created.status(), await created.text()).toBe(201);
  const digits = String(Date.now()).slice(-7);
  for (const n of [1, 2]) {
    const lead = await page.request.post("/api/leads", {
      data: { name: `Client of ${name} ${n}`, phone: `+91 94${n}${digits}`, assignee: username },
    });
    expect(lead.status(), await lead.text()).toBe(201);
  }

  await page.goto("/users");
  const row = page.getByRole("row").filter({ hasText: username });
  await row.getByRole("combobox", { name: `Role of ${name}` }).selectOption("customer");
  const dialog = page.getByRole("dialog", { name: `Change ${name}'s role to Client?` });
  await expect(dialog).toContainText("signed out everywhere");
  await expect(dialog).toContainText(`${name} has 2 open records: 2 leads.`);
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    if (shots) await page.screenshot({ path: `${shots}/people-change-${size.width}.png` });
  }
  await page.setViewportSize(DESKTOP);

  await dialog.getByRole("button", { name: "Change role" }).click();
  await expect(dialog.getByText("Choose who takes their open work")).toBeVisible();
  await dialog.getByLabel("Who takes their open work?").selectOption("staff1");
  await dialog.getByRole("button", { name: "Change role" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`${name} is now Client`, { exact: true })).toBeVisible();
  await expect(page.getByText("Their 2 open records are now with Staff One.", { exact: true })).toBeVisible();
  await expect(row.getByRole("combobox", { name: `Role of ${name}` })).toHaveValue("customer");

  const staff = (await (await page.request.get("/api/staff")).json()) as {
    staff: { username: string; open: { leads: number } }[];
  };
  expect(staff.staff.find((s) => s.username === username)).toBeUndefined();
});

test("an invitation link carries its token in the fragment and the body only, and dies when the role changes", async ({
  page,
  browser,
}) => {
  await signInAsAdmin(page);
  const username = `linked${stamp()}`;
  const created = await page.request.post("/api/users", {
    data: { username, name: "Linked Investor", role: "investor" },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { invitation } = (await created.json()) as { invitation: { path: string } };
  const token = invitation.path.split("#invite=")[1] ?? "";
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

  const context = await browser.newContext({ viewport: PHONE });
  const visitor = await context.newPage();
  const urls: string[] = [];
  const bodies: string[] = [];
  visitor.on("request", (request) => {
    urls.push(request.url());
    if (request.url().includes("/api/auth/invitations/")) bodies.push(request.postData() ?? "");
  });
  await visitor.goto(invitation.path);
  await expect(visitor.getByRole("heading", { name: "Welcome, Linked Investor" })).toBeVisible();
  for (const size of [PHONE, DESKTOP]) {
    await visitor.setViewportSize(size);
    expect(await axeViolations(visitor)).toEqual([]);
  }
  const password = "investor-own-phrase-48";
  await visitor.getByLabel("New password", { exact: true }).fill(password);
  await visitor.getByLabel("The same password again").fill(password);
  await visitor.getByRole("button", { name: "Set my password" }).click();
  await expect(visitor.getByRole("status")).toHaveText("Your password is set. Sign in with it now.");
  // The token went to the server in request bodies, never in a URL.
  expect(urls.filter((url) => url.includes(token))).toEqual([]);
  expect(bodies.some((body) => body.includes(token))).toBe(true);

  // A reset link opened before a role change no longer works after it.
  const reset = await page.request.post(`/api/users/${username}/invitation`);
  const resetPath = ((await reset.json()) as { path: string }).path;
  const changed = await page.request.patch(`/api/users/${username}`, { data: { role: "customer" } });
  expect(changed.status(), await changed.text()).toBe(200);
  await visitor.goto("about:blank");
  await visitor.goto(resetPath);
  await expect(visitor.getByRole("heading", { name: "This link no longer works" })).toBeVisible();
  for (const size of [PHONE, DESKTOP]) {
    await visitor.setViewportSize(size);
    expect(await axeViolations(visitor)).toEqual([]);
  }
  await context.close();
});
