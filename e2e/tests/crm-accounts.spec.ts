import { expect, type Page, test } from "@playwright/test";
import { axeViolations } from "../support/axe.ts";

// The account screens (docs/security.md#accounts) on the built product: a deep link honoured after sign-in, /users
// (create with an invitation link, role, disable), /staff-management (reassign all), the audit log's filters, and
// changing one's own password from the user menu. Only client and investor accounts are created, so the staff login
// list stays the same for the other suites.

const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? "";
const PHONE = { width: 390, height: 844 };
const stamp = () => Date.now().toString(36).slice(-6);

async function loginCard(page: Page) {
  const select = page.getByRole("combobox", { name: "Username" });
  await expect(select.locator("option")).toHaveCount(4);
  await select.selectOption("admin");
  await page.getByLabel("Password").fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
}

async function axeAtBothWidths(page: Page) {
  await page.setViewportSize({ width: 1280, height: 800 });
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize(PHONE);
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("a deep link is honoured after sign-in; /users creates an account with a link, and disables it", async ({
  page,
}) => {
  await page.goto("/users");
  await expect(page).toHaveURL(/\/webcrmpanel$/);
  await loginCard(page);
  await expect(page).toHaveURL(/\/users$/);
  await expect(page.getByRole("heading", { level: 1, name: "Users" })).toBeVisible();
  // A signed-in user who opens the login page goes home.
  await page.goto("/webcrmpanel");
  await expect(page).toHaveURL(/\/crm$/);
  await page.goto("/users");
  await axeAtBothWidths(page);

  const username = `ira${stamp()}`;
  await page.getByRole("button", { name: "New account" }).click();
  const dialog = page.getByRole("dialog", { name: "New account" });
  await dialog.getByLabel("Full name").fill("Ira Mehta");
  await dialog.getByLabel("Username").fill(username);
  await dialog.getByLabel("Role").selectOption("investor");
  await dialog.getByRole("button", { name: "Create and get the link" }).click();
  const linkDialog = page.getByRole("dialog", { name: "Invitation link" });
  await expect(linkDialog.getByLabel("Link")).toHaveValue(/\/webcrmpanel#invite=[A-Za-z0-9_-]{43}$/);
  expect(await axeViolations(page)).toEqual([]);
  await linkDialog.getByRole("button", { name: "Done" }).click();

  const row = page.getByRole("row").filter({ hasText: username });
  await expect(row).toContainText("Never signed in");
  await row.getByRole("button", { name: "Disable Ira Mehta" }).click();
  await page
    .getByRole("dialog", { name: "Disable Ira Mehta?" })
    .getByRole("button", { name: "Disable account" })
    .click();
  await expect(row).toContainText("Disabled");
  await row.getByRole("button", { name: "Enable Ira Mehta" }).click();
  await expect(row).toContainText("Active");
  await row.getByRole("button", { name: "Invitation link for Ira Mehta" }).click();
  await expect(page.getByRole("dialog", { name: "Invitation link" })).toBeVisible();
});

test("/staff-management shows open work and reassigns all of one person's records in one step", async ({
  page,
}) => {
  await page.goto("/webcrmpanel");
  await loginCard(page);
  await expect(page).toHaveURL(/\/crm$/);
  const digits = String(Date.now()).slice(-8);
  const lead = await page.request.post("/api/leads", {
    data: { name: `Held ${stamp()}`, phone: `+91 95${digits}`, assignee: "ceo" },
  });
  expect(lead.status(), await lead.text()).toBe(201);
  const { id } = (await lead.json()) as { id: string };

  await page.goto("/staff-management");
  await expect(page.getByRole("heading", { level: 1, name: "Staff management" })).toBeVisible();
  const ceo = page.getByRole("row").filter({ hasText: "ceo" }).first();
  await expect(ceo).toBeVisible();
  await axeAtBothWidths(page);
  await ceo.getByRole("button", { name: /Reassign all/ }).click();
  const dialog = page.getByRole("dialog", { name: /Reassign CEO's open records/ });
  await dialog.getByLabel("Give them to").selectOption("admin");
  await dialog.getByRole("button", { name: "Reassign all" }).click();
  await expect(page.getByText(/\d+ records? moved to Admin/).first()).toBeVisible();
  const detail = await page.request.get(`/api/leads/${id}`);
  const moved = (await detail.json()) as { assignee: { username: string }; timeline: { text: string }[] };
  expect(moved.assignee.username).toBe("admin");
  expect(moved.timeline.map((e) => e.text)).toContain("Reassigned from ceo to admin");

  // The audit log shows it, filtered by what happened.
  await page.goto("/users?view=audit");
  await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
  await page.getByLabel("What").selectOption("record.reassign_all");
  await expect(
    page.getByRole("row").filter({ hasText: "All open records reassigned" }).first(),
  ).toBeVisible();
  await page.getByLabel("Who (username)").fill("nobody-did-this");
  await expect(page.getByText("No events match.")).toBeVisible();
  await page.getByLabel("Who (username)").fill("admin");
  const reassigned = page.getByRole("row").filter({ hasText: "All open records reassigned" }).first();
  await expect(reassigned).toBeVisible();
  // Its details in words, not the stored JSON.
  await expect(reassigned).toContainText("To: admin");
  await expect(reassigned).not.toContainText('"');
  // Days are typed in the Indian order; a day after today leaves nothing.
  await page.getByLabel("From (day)").fill("01/01/2099");
  await expect(page.getByText("No events match.")).toBeVisible();
  await page.getByLabel("From (day)").fill("");
  await expect(reassigned).toBeVisible();
  await axeAtBothWidths(page);
});

test("anyone changes their own password from the user menu", async ({ page, browser }) => {
  await page.goto("/webcrmpanel");
  await loginCard(page);
  await expect(page).toHaveURL(/\/crm$/);
  const username = `cli${stamp()}`;
  const created = await page.request.post("/api/users", {
    data: { username, name: "Kavya Nair", role: "customer" },
  });
  const { invitation } = (await created.json()) as { invitation: { path: string } };
  const client = await (await browser.newContext()).newPage();
  await client.goto(invitation.path);
  await client.getByLabel("New password", { exact: true }).fill("lotus-window-rain-31");
  await client.getByLabel("The same password again").fill("lotus-window-rain-31");
  await client.getByRole("button", { name: "Set my password" }).click();
  await expect(client.getByRole("status")).toHaveText("Your password is set. Sign in with it now.");
  await client.getByLabel("Password", { exact: true }).fill("lotus-window-rain-31");
  await client.getByRole("button", { name: "Sign in" }).click();
  await expect(client).toHaveURL(/\/customer-dashboard$/);

  await client.getByRole("button", { name: "Change my password" }).click();
  const dialog = client.getByRole("dialog", { name: "Change my password" });
  expect(await axeViolations(client)).toEqual([]);
  await dialog.getByLabel("Current password").fill("lotus-window-rain-31");
  await dialog.getByLabel("New password", { exact: true }).fill("cedar-lantern-hill-58");
  await dialog.getByLabel("The same new password again").fill("cedar-lantern-hill-58");
  await dialog.getByRole("button", { name: "Change password" }).click();
  await expect(dialog).toBeHidden();
  await client.getByRole("button", { name: "Log out" }).click();
  await expect(client).toHaveURL(/\/webcrmpanel$/);
  await client.getByRole("button", { name: "Client or investor? Sign in here" }).click();
  await client.getByRole("textbox", { name: "Username or email" }).fill(username);
  await client.getByLabel("Password").fill("cedar-lantern-hill-58");
  await client.getByRole("button", { name: "Sign in" }).click();
  await expect(client).toHaveURL(/\/customer-dashboard$/);
  await client.context().close();
});
